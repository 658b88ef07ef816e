import TermNav

/// The "New book" form the list's Add button pushes: a title and an author, a genre, a year and
/// whether the book is read.
///
/// The title is being edited as the form opens; Tab goes on to the author, then to each
/// control and to Save. Save, in the toolbar, hands the book to ``onSave`` and goes back to the
/// list; it is disabled (dim, and Tab passes it by) while the title is empty or only spaces.
/// Esc goes back without adding anything, as the back label does; while a field is being
/// edited, the first Esc ends the editing. The title and the author are saved without the
/// spaces around them, and a book saved without an author is by "Anonymous".
struct AddBook: View {
    /// The genres the picker offers; the first is chosen when the form opens.
    let genres: [String]
    /// The id the new book takes.
    let id: Int
    /// Adds the saved book to the list, with whether it is read.
    let onSave: (_ book: Book, _ isRead: Bool) -> Void

    /// The years the stepper goes through.
    static let years = 1000...2100

    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var author = ""
    @State private var genre: String
    @State private var year = 2000
    @State private var isRead = false

    /// A form for a new book.
    /// - Parameters:
    ///   - genres: The genres the picker offers, the first one chosen at the start.
    ///   - id: The id the new book takes.
    ///   - onSave: Adds the book, with whether it is read.
    init(genres: [String], id: Int, onSave: @escaping (_ book: Book, _ isRead: Bool) -> Void) {
        self.genres = genres
        self.id = id
        self.onSave = onSave
        _genre = State(initialValue: genres.first ?? "")
    }

    var body: some View {
        Form {
            Section("Book") {
                TextField("Title", text: $title)
                TextField("Author", text: $author)
            }
            Section("Details") {
                Picker("Genre", selection: $genre) {
                    ForEach(genres, id: \.self) { Text($0) }
                }
                .pickerStyle(.navigationLink)
                Stepper("Year: \(year)", value: $year, in: Self.years)
                Toggle("Read", isOn: $isRead)
            }
        }
        .navigationTitle("New book")
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Save", action: save)
                    .disabled(trimmedTitle.isEmpty)
            }
        }
    }

    /// The title as it is saved: without the spaces around it.
    private var trimmedTitle: String {
        title.trimmingCharacters(in: .whitespaces)
    }

    /// Adds the book and goes back to the list.
    private func save() {
        let author = author.trimmingCharacters(in: .whitespaces)
        let book = Book(
            id: id, title: trimmedTitle, author: author.isEmpty ? "Anonymous" : author, genre: genre,
            year: year)
        onSave(book, isRead)
        dismiss()
    }
}
