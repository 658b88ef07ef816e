import TermNavCore

/// A copy of the `books` example's list of generated books, for the benchmark's headless runs
/// (an executable's views cannot be linked into another program): a value link per book whose
/// label is the title then the genre in bold with the author as a trailing value, an About row
/// with a detail button, a Sort button in the toolbar and a details screen per book.
///
/// Keep it in step with `Sources/books/BooksList.swift` so the headless and terminal figures
/// describe the same work.
public struct BookLikeList: View {
    /// How many books.
    let count: Int
    /// The screens pushed.
    @State private var path = NavigationPath()
    /// Whether the About screen is shown.
    @State private var showsAbout = false
    /// The sort button's label, cycled by the button.
    @State private var order = 0

    /// The authors books cycle through, as `books --generate` has them.
    static let authors = [
        "Ada Quillfeather", "Bruno Tallowmere", "Clara Windridge", "Dmitri Ashcombe", "Elif Marrowby",
        "Félix Ombregarde", "Greta Sundholm", "Hiro Kanezawa",
    ]

    /// The genres books cycle through.
    static let genres = [
        "Fantasy", "Mystery thriller", "Science fiction", "Romance", "Historical fiction", "Horror",
        "Literary fiction",
    ]

    /// A list of `count` generated books.
    /// - Parameter count: How many; 0 or more.
    public init(count: Int) {
        self.count = count
    }

    /// Book `book`'s row: a value link whose label is the title then the genre in bold, with the
    /// author as a trailing value.
    /// - Parameter book: The book's number, from 0.
    /// - Returns: The row's view.
    public static func row(_ book: Int) -> some View {
        // The title is a string, as a generated book's is, shown as written.
        let title = "Book \(book + 1)"
        return NavigationLink(value: book) {
            LabeledContent {
                Text(authors[book % authors.count])
            } label: {
                Text(title + " ") + Text(genres[book % genres.count]).bold()
            }
        }
    }

    /// The list, in a stack bound to a path of book numbers.
    public var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(0..<count, id: \.self) { book in
                    Self.row(book)
                }
                Button("About") { showsAbout = true }
                    .accessory(.detailButton) { showsAbout = true }
            }
            .navigationBarTitle("Books list", displayMode: .large)
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button(order == 0 ? "Sort: catalog" : "Sort: title") { order = 1 - order }
                }
            }
            .navigationDestination(for: Int.self) { book in
                VStack(alignment: .leading) {
                    Text("Title: ").bold() + Text("Book \(book + 1)")
                    Text("Author: ").bold() + Text(Self.authors[book % Self.authors.count])
                    Text("Genre: ").bold() + Text(Self.genres[book % Self.genres.count])
                }
                .navigationBarTitle("Book \(book + 1)", displayMode: .inline)
            }
            .navigationDestination(isPresented: $showsAbout) {
                Text("About books")
            }
        }
    }
}
