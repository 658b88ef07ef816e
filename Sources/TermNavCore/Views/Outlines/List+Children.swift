// Lists of trees: `List(_:children:rowContent:)` is a list of one `OutlineGroup`, as in SwiftUI.

extension List {
    /// Creates a list of trees of identifiable nodes: each node a row, indented by its depth,
    /// which → expands and ← collapses (see ``OutlineGroup``).
    /// - Parameters:
    ///   - data: The top-level nodes.
    ///   - children: The key path to a node's children: `nil` for a leaf.
    ///   - rowContent: Builds a node's row.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: OutlineGroup(data, children: children, content: rowContent))
    }

    /// Creates a list of trees whose nodes are identified by a key path: each node a row,
    /// indented by its depth, which → expands and ← collapses (see ``OutlineGroup``).
    /// - Parameters:
    ///   - data: The top-level nodes.
    ///   - id: The key path to each node's identity, unique in the whole tree.
    ///   - children: The key path to a node's children: `nil` for a leaf.
    ///   - rowContent: Builds a node's row.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent> {
        self.init(content: OutlineGroup(data, id: id, children: children, content: rowContent))
    }
}
