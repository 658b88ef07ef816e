/// A tree of rows, as SwiftUI's `OutlineGroup`: each node a row, indented two cells a level,
/// with `▸` before a node that has children (`▾` while it is expanded, `>` and `v` in ASCII).
///
/// The children key path gives `nil` for a leaf, which shows no glyph, and an array (maybe
/// empty) for a node that can be expanded. → expands the focused node, or moves to its first
/// child when it is expanded; ← collapses it, or moves to its parent; Space (and Enter, on a row
/// that does nothing else) expands and collapses; a click on such a row does too. Which nodes
/// are expanded is the outline's own state, kept by node identity while the screen lives.
///
/// The tree is read lazily, as a `ForEach` is: in a ``List`` a frame reads the nodes of the rows
/// on screen and the expanded nodes above them, never the whole tree, so an outline over a
/// million nodes opens and moves as fast as one over ten.
///
/// Unlike SwiftUI's, the type names the data, the identity and the row content only.
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    /// The tree, read through the key paths given.
    let tree: OutlineTree<Data.Element>
    /// Builds a node's row.
    let content: (Data.Element) -> Leaf
    /// The expanded nodes.
    @State private var expansion = OutlineExpansion()

    /// Creates an outline of a collection of trees, each node identified by a key path.
    /// - Parameters:
    ///   - data: The top-level nodes.
    ///   - id: The key path to each node's identity, unique in the whole tree.
    ///   - children: The key path to a node's children: `nil` for a leaf.
    ///   - content: Builds a node's row.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.init(top: OutlineTree.Nodes(data), id: id, children: children, content: content)
    }

    /// Creates an outline of one tree, its root the one top-level row, each node identified by
    /// a key path.
    /// - Parameters:
    ///   - root: The root node.
    ///   - id: The key path to each node's identity, unique in the whole tree.
    ///   - children: The key path to a node's children: `nil` for a leaf.
    ///   - content: Builds a node's row.
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(top: OutlineTree.Nodes(CollectionOfOne(root)), id: id, children: children, content: content)
    }

    /// Creates an outline whose nodes are read from `top` and through the key paths.
    private init(
        top: OutlineTree<Data.Element>.Nodes, id: KeyPath<Data.Element, ID>,
        children: KeyPath<Data.Element, Data?>, content: @escaping (Data.Element) -> Leaf
    ) {
        tree = OutlineTree(
            top: top,
            children: { node in node[keyPath: children].map { OutlineTree.Nodes($0) } },
            id: { AnyHashable($0[keyPath: id]) })
        self.content = content
    }

    /// The rows shown: one per node whose ancestors are expanded, read when shown.
    @MainActor public var body: some View {
        let expansion = $expansion
        let content = self.content
        ForEach(OutlineRows(tree: tree, expansion: self.expansion), id: \.id) { row in
            DisclosureRow(
                label: content(row.node), depth: row.depth, disclosure: row.disclosure,
                parentDistance: row.parentDistance,
                isExpanded: Binding(
                    get: { expansion.wrappedValue.isExpanded(row.id) },
                    set: { expanded in
                        if expanded {
                            expansion.wrappedValue.expand(row.steps)
                        } else {
                            expansion.wrappedValue.collapse(row.id)
                        }
                    }))
        }
    }
}

extension OutlineGroup where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates an outline of a collection of trees of identifiable nodes.
    /// - Parameters:
    ///   - data: The top-level nodes.
    ///   - children: The key path to a node's children: `nil` for a leaf.
    ///   - content: Builds a node's row.
    public init(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.init(data, id: \.id, children: children, content: content)
    }

    /// Creates an outline of one tree of identifiable nodes, its root the one top-level row.
    /// - Parameters:
    ///   - root: The root node.
    ///   - children: The key path to a node's children: `nil` for a leaf.
    ///   - content: Builds a node's row.
    public init<DataElement>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(root, id: \.id, children: children, content: content)
    }
}
