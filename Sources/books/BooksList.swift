import TermNav

/// The root screen: "Books list", a row per book, each pushing the book's details.
struct BooksList<Books: RandomAccessCollection>: View where Books.Element == Book {
    /// The books, in the order shown.
    let books: Books

    var body: some View {
        NavigationStack {
            List {
                ForEach(books) { book in
                    NavigationLink(destination: BookDetails(book: book)) {
                        BookRow(book: book)
                    }
                }
            }
            .navigationBarTitle("Books list", displayMode: .large)
        }
    }
}

/// One row of the list: the title, and the author dimmed at the right.
struct BookRow: View {
    /// The book shown.
    let book: Book

    var body: some View {
        HStack {
            Text(book.title)
            Spacer()
            Text(book.author).dim()
        }
    }
}

/// A book's details screen.
struct BookDetails: View {
    /// The book shown.
    let book: Book

    var body: some View {
        VStack(alignment: .leading) {
            Text("Title: ").bold() + Text(book.title)
            Text("Author: ").bold() + Text(book.author)
            Text("Genre: ").bold() + Text(book.genre)
            Text("Year: ").bold() + Text(String(book.year))
        }
        .navigationBarTitle(book.title, displayMode: .inline)
    }
}
