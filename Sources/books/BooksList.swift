import TermNav

/// The root screen: "Books list", a row per book, each pushing the book's details; a Sort
/// button in the toolbar cycles the order. The stack is bound to a path of values: a book's
/// details, then its author's books, then one of those books' details, and so on.
struct BooksList: View {
    /// The books.
    let library: Library
    /// The screens pushed: books and authors.
    @State private var path = NavigationPath()
    /// The list's order, kept while screens are pushed and popped.
    @State private var order = SortOrder.catalog

    /// A list of the given books, in their order.
    init(books: [Book]) {
        library = .catalog(books)
    }

    /// A list of generated books.
    init(books: SyntheticBooks) {
        library = .generated(count: books.count)
    }

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(library.shelf(order)) { book in
                    NavigationLink(value: book) {
                        BookRow(book: book)
                    }
                }
            }
            .navigationBarTitle("Books list", displayMode: .large)
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Sort: \(order.name)") { order = order.next }
                }
            }
            .navigationDestination(for: Book.self) { book in
                BookDetails(book: book)
            }
            .navigationDestination(for: Author.self) { author in
                AuthorBooks(author: author, books: library.booksBy(author.name))
            }
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

/// A book's details screen; the author's row opens the author's books.
struct BookDetails: View {
    /// The book shown.
    let book: Book

    var body: some View {
        VStack(alignment: .leading) {
            Text("Title: ").bold() + Text(book.title)
            NavigationLink(value: Author(name: book.author)) {
                Text("Author: ").bold() + Text(book.author)
            }
            Text("Genre: ").bold() + Text(book.genre)
            Text("Year: ").bold() + Text(String(book.year))
        }
        .navigationBarTitle(book.title, displayMode: .inline)
    }
}

/// An author, as a value of the navigation path.
struct Author: Hashable {
    /// The author's name.
    let name: String
}

/// An author's screen: their books, each opening its details.
struct AuthorBooks: View {
    /// The author.
    let author: Author
    /// Their books.
    let books: BookShelf

    var body: some View {
        List {
            ForEach(books) { book in
                NavigationLink(value: book) {
                    HStack {
                        Text(book.title)
                        Spacer()
                        Text(String(book.year)).dim()
                    }
                }
            }
        }
        .navigationTitle(author.name)
    }
}
