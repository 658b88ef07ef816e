/// Books in one order, read one at a time: a sorted catalog, an author's books, or generated
/// books arranged without ever being stored.
struct BookShelf: RandomAccessCollection {
    /// The first position, always 0.
    let startIndex = 0
    /// One past the last position: the number of books.
    let endIndex: Int
    private let book: (Int) -> Book

    /// A shelf of `count` books, the one at each position given by `book`.
    init(count: Int, book: @escaping (Int) -> Book) {
        endIndex = count
        self.book = book
    }

    /// A shelf holding the books of an array, in its order.
    init(_ books: [Book]) {
        self.init(count: books.count) { books[$0] }
    }

    /// The book at a position.
    subscript(position: Int) -> Book {
        book(position)
    }
}
