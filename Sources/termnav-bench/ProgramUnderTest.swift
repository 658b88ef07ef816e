/// A program the benchmark measures, and how to read its screens.
struct ProgramUnderTest {
    /// Its short name in the report: `books`, `hidden-links`, `look`, `c-floor` or `books-like`.
    let name: String
    /// The executable (terminal runs).
    let executable: String
    /// Its arguments.
    let arguments: [String]
    /// How many rows its list shows in its position (`books` adds an About row).
    let count: Int
    /// Whether Enter opens a row's details and Esc comes back.
    let pushes: Bool
    /// The text of the row at a position (from 1), as the list shows it.
    let rowText: @Sendable (Int) -> String
    /// A text the details screen of the row at a position shows.
    let detailsText: @Sendable (Int) -> String

    /// `books --generate N`: book `i` at position `i`, an About row last.
    static func books(executable: String, rows: Int) -> ProgramUnderTest {
        ProgramUnderTest(
            name: "books", executable: executable, arguments: ["--generate", String(rows)], count: rows + 1,
            pushes: true, rowText: { $0 <= rows ? "Book \($0) " : "About" },
            detailsText: { "Title: Book \($0)" })
    }

    /// `termnav-bench-fixture --rows N`: a hidden link and an accessory on every row.
    static func hiddenLinks(executable: String, rows: Int) -> ProgramUnderTest {
        ProgramUnderTest(
            name: "hidden-links", executable: executable, arguments: ["--rows", String(rows)], count: rows,
            pushes: true, rowText: { "Row \($0 - 1) " }, detailsText: { "Details of row \($0 - 1)" })
    }

    /// `termnav-bench-fixture --look --rows N`: rows on gradients, with dots and boxed tags,
    /// three lines each.
    static func look(executable: String, rows: Int) -> ProgramUnderTest {
        ProgramUnderTest(
            name: "look", executable: executable, arguments: ["--look", "--rows", String(rows)], count: rows,
            pushes: true, rowText: { "Row \($0 - 1) " }, detailsText: { "Details of row \($0 - 1)" })
    }

    /// `termnav-floor --rows N`: the hand-written C ncurses list.
    static func floor(executable: String, rows: Int) -> ProgramUnderTest {
        ProgramUnderTest(
            name: "c-floor", executable: executable, arguments: ["--rows", String(rows)], count: rows,
            pushes: false, rowText: { "Row \($0 - 1) " }, detailsText: { _ in "" })
    }

    /// The headless copy of the books list (`BookLikeList`), with its About row.
    static func booksLike(rows: Int) -> ProgramUnderTest {
        ProgramUnderTest(
            name: "books-like", executable: "", arguments: [], count: rows + 1, pushes: true,
            rowText: { $0 <= rows ? "Book \($0) " : "About" }, detailsText: { "Title: Book \($0)" })
    }

    /// The headless hidden-link list.
    static func headlessHiddenLinks(rows: Int) -> ProgramUnderTest {
        ProgramUnderTest(
            name: "hidden-links", executable: "", arguments: [], count: rows, pushes: true,
            rowText: { "Row \($0 - 1) " }, detailsText: { "Details of row \($0 - 1)" })
    }
}
