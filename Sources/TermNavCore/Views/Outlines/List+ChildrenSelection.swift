// Lists of trees that select: Enter on a row chooses its node's id, folders included; → and ←
// expand and collapse (Enter does not, in a list that selects).

extension List {
    /// Creates a list of trees of identifiable nodes that selects at most one node.
    /// - Parameters:
    ///   - data: The top-level nodes.
    ///   - children: The key path to a node's children: `nil` for a leaf.
    ///   - selection: The chosen node's id, or `nil`.
    ///   - rowContent: Builds a node's row.
    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(
            content: OutlineGroup(data, children: children, content: rowContent),
            selection: ListSelection(selection))
    }

    /// Creates a list of trees of identifiable nodes that selects any number of nodes: Enter
    /// chooses one node, or, while the list is being edited, adds it to the selection or takes
    /// it out.
    /// - Parameters:
    ///   - data: The top-level nodes.
    ///   - children: The key path to a node's children: `nil` for a leaf.
    ///   - selection: The chosen nodes' ids.
    ///   - rowContent: Builds a node's row.
    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(
            content: OutlineGroup(data, children: children, content: rowContent),
            selection: ListSelection(selection))
    }

    /// Creates a list of trees whose nodes are identified by a key path, which selects at most
    /// one node.
    /// - Parameters:
    ///   - data: The top-level nodes.
    ///   - id: The key path to each node's identity, unique in the whole tree.
    ///   - children: The key path to a node's children: `nil` for a leaf.
    ///   - selection: The chosen node's id, or `nil`.
    ///   - rowContent: Builds a node's row.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent> {
        self.init(
            content: OutlineGroup(data, id: id, children: children, content: rowContent),
            selection: ListSelection(selection))
    }

    /// Creates a list of trees whose nodes are identified by a key path, which selects any
    /// number of nodes.
    /// - Parameters:
    ///   - data: The top-level nodes.
    ///   - id: The key path to each node's identity, unique in the whole tree.
    ///   - children: The key path to a node's children: `nil` for a leaf.
    ///   - selection: The chosen nodes' ids.
    ///   - rowContent: Builds a node's row.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent> {
        self.init(
            content: OutlineGroup(data, id: id, children: children, content: rowContent),
            selection: ListSelection(selection))
    }
}

/// Whether the rows being resolved stand in a list that selects: a disclosing row leaves Enter
/// and a click to the list, which chooses the row, and expands only on its arrow and Space.
struct ListSelectsKey: EnvironmentKey {
    static let defaultValue = false
}
