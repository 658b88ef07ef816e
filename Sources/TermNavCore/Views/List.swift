/// A scrolling list of rows, as SwiftUI's `List`: the focused row is highlighted, arrow keys
/// move, Enter activates.
///
/// Rows are built lazily: only the rows on screen are evaluated (and, while the list scrolls,
/// the page ahead), so a list over a million elements opens and scrolls as fast as one over ten.
nonisolated public struct List<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let content: Content
    /// What Enter on a row chooses, for a list made with `selection:`.
    let selection: ListSelection?

    /// Creates a list from its rows.
    /// - Parameter content: The rows: views, and `ForEach` for collections.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = nil
    }

    /// Creates a list from its rows, built already, and what it selects.
    /// - Parameters:
    ///   - content: The rows.
    ///   - selection: What Enter on a row chooses, if anything.
    init(content: Content, selection: ListSelection? = nil) {
        self.content = content
        self.selection = selection
    }
}

extension List {
    /// Creates a list with one row per element of a collection of identifiable elements. (A
    /// binding to a collection is a collection of bindings too; `List($items) { $item in … }`
    /// takes the initializer made for it, which hands each row a binding.)
    /// - Parameters:
    ///   - data: The collection.
    ///   - rowContent: Builds one row.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent))
    }

    /// Creates a list with one row per element of a collection, identified by a key path.
    /// - Parameters:
    ///   - data: The collection.
    ///   - id: The key path to each element's identity.
    ///   - rowContent: Builds one row.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent))
    }
}
