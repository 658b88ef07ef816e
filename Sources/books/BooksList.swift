import TermNav

/// The root screen: "Books list", a row per book, each pushing the book's details; in the
/// toolbar, a Sort button cycles the order and Add pushes a form for a new book (``AddBook``).
/// The stack is bound to a path of values: a book's details, then its author's books, then one
/// of those books' details, and so on.
///
/// The books added are kept in the list's state while the app runs and are gone at the next
/// start: the catalog is part of the program, and books has no file to write them to.
struct BooksList: View {
    /// The books.
    let library: Library
    /// The screens pushed: books and authors.
    @State private var path = NavigationPath()
    /// The list's order, kept in the app's settings: the next start shows the books in it.
    @AppStorage("sortOrder") private var order = SortOrder.catalog
    /// The books marked read, by id, kept while screens are pushed and popped.
    @State private var read: Set<Int> = []
    /// The books added with the Add form, oldest first.
    @State private var added: [Book] = []
    /// Whether the About screen is shown.
    @State private var showsAbout = false
    /// Whether the Add form is shown.
    @State private var showsAddBook = false

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
                ForEach(library.shelf(order, adding: added)) { book in
                    NavigationLink(value: book) {
                        BookRow(book: book)
                    }
                }
                Button("About") { showsAbout = true }
                    .accessory(.detailButton) { showsAbout = true }
            }
            .navigationBarTitle("Books list", displayMode: .large)
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Sort: \(order.name)") { order = order.next }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Add") { showsAddBook = true }
                }
            }
            .navigationDestination(for: Book.self) { book in
                BookDetails(book: book, isRead: isRead(book))
            }
            .navigationDestination(isPresented: $showsAbout) {
                AboutBooks()
            }
            .navigationDestination(isPresented: $showsAddBook) {
                AddBook(genres: library.genres, id: library.firstFreeID + added.count, onSave: add)
            }
            .navigationDestination(for: Author.self) { author in
                AuthorBooks(author: author, books: library.booksBy(author.name, adding: added))
            }
        }
    }

    /// Adds a book saved by the Add form, marked read or not.
    private func add(_ book: Book, isRead: Bool) {
        added.append(book)
        if isRead { read.insert(book.id) }
    }

    /// Whether a book is marked read, read and written in the list's own state.
    private func isRead(_ book: Book) -> Binding<Bool> {
        let read = $read
        return Binding(
            get: { read.wrappedValue.contains(book.id) },
            set: { isRead in
                if isRead { read.wrappedValue.insert(book.id) } else { read.wrappedValue.remove(book.id) }
            })
    }
}

/// One row of the list, in the seed article's look: the title then the genre in bold, the
/// author as a dim value at the right.
struct BookRow: View {
    /// The book shown.
    let book: Book

    var body: some View {
        LabeledContent {
            Text(book.author)
        } label: {
            Text(book.title + " ") + Text(book.genre).bold()
        }
    }
}

/// A book's details screen; the author's row opens the author's books, and Enter on the Read
/// row marks the book read (a checkmark) or not.
struct BookDetails: View {
    /// The book shown.
    let book: Book
    /// Whether the book is marked read; kept by the list, so it survives a pop.
    @Binding var isRead: Bool

    var body: some View {
        VStack(alignment: .leading) {
            Text("Title: ").bold() + Text(book.title)
            // Outside a list a link shows no chevron, as in SwiftUI; this one asks for the
            // disclosure indicator, as the list's rows show it.
            NavigationLink(value: Author(name: book.author)) {
                Text("Author: ").bold() + Text(book.author)
            }
            .navigationAccessory(.disclosureIndicator)
            Text("Genre: ").bold() + Text(book.genre)
            Text("Year: ").bold() + Text(String(book.year))
            Button("Read") { isRead.toggle() }
                .accessory(isRead ? .checkmark : .none)
        }
        // From the top leading corner, as a details page reads; without the frame, SwiftUI (and
        // TermNav) centre a stack in the screen.
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .navigationBarTitle(book.title, displayMode: .inline)
    }
}

/// What the app is, for the About row.
struct AboutBooks: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("books").bold()
            Text("An example of TermNav: SwiftUI-style navigation in a terminal.")
            Text("")
            Text("Enter opens a book, its author's row their books; Tab reaches Sort and Add.")
            Text("Esc goes back to the row you left; q quits.")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .navigationTitle("About")
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
