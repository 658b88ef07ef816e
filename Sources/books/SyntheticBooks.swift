/// Any number of made-up books, computed one at a time when asked for, never stored.
///
/// `books --generate 1000000` browses a million of them: the collection only holds its count,
/// so it costs nothing until a row is shown, and each book is the same on every run.
/// Book `i` is titled `"Book \(i + 1)"`, with an author and a genre picked from fixed lists by `i`.
struct SyntheticBooks: RandomAccessCollection, Sendable {
    /// The invented authors the books cycle through.
    static let authors = [
        "Ada Quillfeather",
        "Bruno Tallowmere",
        "Clara Windridge",
        "Dmitri Ashcombe",
        "Elif Marrowby",
        "Félix Ombregarde",
        "Greta Sundholm",
        "Hiro Kanezawa",
    ]

    /// The genres the books cycle through.
    static let genres = [
        "Fantasy",
        "Mystery thriller",
        "Science fiction",
        "Romance",
        "Historical fiction",
        "Horror",
        "Literary fiction",
    ]

    /// The years of publication cycle over this many years, from 1900.
    static let yearSpan = 125
    /// Each book is published this many years (modulo the span) after the one before it.
    static let yearStep = 37
    /// The inverse of ``yearStep`` modulo ``yearSpan`` (37 × 98 = 3626 = 29 × 125 + 1): the book
    /// positions of year `1900 + y` are those congruent to `98 y` modulo 125.
    static let yearStepInverse = 98

    /// The first position, always 0.
    let startIndex = 0
    /// One past the last position: the number of books.
    let endIndex: Int

    /// Creates a collection of generated books.
    /// - Parameter count: How many books; must not be negative.
    init(count: Int) {
        precondition(count >= 0, "SyntheticBooks needs a count of 0 or more, got \(count)")
        endIndex = count
    }

    /// The book at a position, computed on demand.
    /// - Parameter position: A valid position, from 0 up to but not including `count`.
    /// - Returns: Book number `position + 1`, whose id is `position`.
    subscript(position: Int) -> Book {
        precondition(indices.contains(position), "SyntheticBooks index \(position) out of \(indices)")
        return Book(
            id: position,
            title: "Book \(position + 1)",
            author: Self.authors[position % Self.authors.count],
            genre: Self.genres[position % Self.genres.count],
            year: 1900 + (position * Self.yearStep) % Self.yearSpan
        )
    }
}
