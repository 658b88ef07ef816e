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

    /// This shelf with more books, each in its place in the shelf's order.
    ///
    /// The shelf's books stay where they are, read from it as before: nothing is copied, so a
    /// shelf of a million generated books takes a few books more at the cost of a binary search
    /// each. A new book goes after every book it does not precede, so among books alike in the
    /// order the new ones come last, in the order given.
    /// - Parameters:
    ///   - books: The books to add.
    ///   - precedes: Whether a book comes before another in the order; the shelf must be sorted
    ///     by it.
    /// - Returns: The shelf with the books in it.
    func inserting(_ books: [Book], by precedes: (Book, Book) -> Bool) -> BookShelf {
        guard !books.isEmpty else { return self }
        let added = books.enumerated().sorted { first, second in
            if precedes(first.element, second.element) { return true }
            if precedes(second.element, first.element) { return false }
            return first.offset < second.offset
        }
        .map(\.element)
        // Where each added book stands in the new shelf: after the shelf's books it does not
        // precede, and after the added books before it. Increasing, as `added` is sorted.
        let places = added.enumerated().map { rank, book in
            firstPosition { precedes(book, $0) } + rank
        }
        let shelf = self
        return BookShelf(count: count + added.count) { position in
            // The added books before this position, found by a binary search of their places.
            var low = 0
            var high = places.count
            while low < high {
                let middle = (low + high) / 2
                if places[middle] < position { low = middle + 1 } else { high = middle }
            }
            if low < places.count, places[low] == position { return added[low] }
            return shelf[position - low]
        }
    }

    /// The first position whose book satisfies `predicate`, or ``endIndex``; the books must be
    /// those that do not, then those that do.
    private func firstPosition(where predicate: (Book) -> Bool) -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = (low + high) / 2
            if predicate(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
