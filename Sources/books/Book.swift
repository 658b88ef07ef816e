/// One book of the catalog: what a row of the list shows and what its details screen tells.
struct Book: Identifiable, Hashable, Sendable {
    /// The book's position in its collection, starting at 0; rows are identified by it.
    let id: Int
    /// The title, as the list shows it.
    let title: String
    /// The author's name.
    let author: String
    /// The genre, a short label such as `"Fantasy"`.
    let genre: String
    /// The year of first publication.
    let year: Int
}
