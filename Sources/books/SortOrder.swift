/// How the list orders the books; the Sort button cycles through them. Kept in the app's
/// settings (`@AppStorage`) by its raw value.
enum SortOrder: String, CaseIterable, Hashable {
    /// As the library lists them (the seed article's three books first).
    case catalog
    /// By title, ignoring case.
    case title
    /// By author, then as listed.
    case author
    /// By year of first publication, then as listed.
    case year

    /// The order's name on the Sort button.
    var name: String {
        switch self {
        case .catalog: return "catalog"
        case .title: return "title"
        case .author: return "author"
        case .year: return "year"
        }
    }

    /// The order after this one.
    var next: SortOrder {
        let all = Self.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[(index + 1) % all.count]
    }
}
