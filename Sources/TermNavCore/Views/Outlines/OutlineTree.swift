/// A tree as an outline reads it: its top-level nodes, each node's children (`nil` for a leaf)
/// and each node's identity, read one node at a time and never copied.
struct OutlineTree<Element> {
    /// Some nodes in order: how many, and node `i`, read when asked for.
    struct Nodes {
        /// The number of nodes.
        let count: Int
        /// Reads node `i`.
        let node: (Int) -> Element

        /// The nodes of a collection, read through its indices.
        init<Data: RandomAccessCollection>(_ data: Data) where Data.Element == Element {
            count = data.count
            node = { data[data.index(data.startIndex, offsetBy: $0)] }
        }
    }

    /// The top-level nodes.
    let top: Nodes
    /// A node's children, or `nil` for a leaf (a node with an empty array can be expanded).
    let children: (Element) -> Nodes?
    /// A node's identity, unique in the tree.
    let id: (Element) -> AnyHashable
}
