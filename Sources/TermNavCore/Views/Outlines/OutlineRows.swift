/// The rows an outline shows, as a collection: the top-level nodes, each expanded node followed
/// by the rows of its children, read one row at a time.
///
/// Nothing is flattened. What is made ahead is the expanded nodes' branches: each expanded node
/// shown (all its ancestors expanded), found by the steps ``OutlineExpansion`` kept, with how many
/// rows it shows below itself. Row `i` is then found by going down those branches, reading the
/// one node it shows: making the rows reads O(expanded × depth) nodes, and row `i` one node and
/// its children's count, however many nodes the tree holds.
struct OutlineRows<Element>: RandomAccessCollection {
    /// An expanded node, shown: its children and the expanded ones among them, in order.
    struct Branch {
        /// The node's index among its siblings.
        let index: Int
        /// The node's identity.
        let id: AnyHashable
        /// The node.
        let node: Element
        /// Its children.
        let children: OutlineTree<Element>.Nodes
        /// The expanded children, by index.
        let branches: [Branch]
        /// The rows shown below the node: its children and what each expanded one shows.
        let shownCount: Int
    }

    /// The tree.
    let tree: OutlineTree<Element>
    /// The expanded top-level nodes, by index.
    let branches: [Branch]

    /// The first row.
    var startIndex: Int { 0 }
    /// Past the last row.
    let endIndex: Int

    /// The rows of a tree with the nodes of `expansion` expanded.
    init(tree: OutlineTree<Element>, expansion: OutlineExpansion) {
        self.tree = tree
        let root = Builder(index: -1, id: AnyHashable(0), node: nil, children: tree.top)
        for steps in expansion.places.values {
            root.add(steps, in: tree, expansion: expansion)
        }
        branches = root.branches()
        endIndex = tree.top.count + branches.reduce(0) { $0 + $1.shownCount }
    }

    /// Row `position`: going down the branches that hold it, one node read.
    subscript(position: Int) -> OutlineRow<Element> {
        var level = tree.top
        var branches = self.branches
        // The row within the level, the level's first row and the row of its parent.
        var remaining = position
        var levelStart = 0
        var parentRow: Int?
        var steps: [OutlineExpansion.Step] = []
        while true {
            var skipped = 0
            var descended = false
            for branch in branches {
                let start = branch.index + skipped
                if remaining < start { break }
                let step = OutlineExpansion.Step(index: branch.index, id: branch.id)
                if remaining == start {
                    return OutlineRow(
                        node: branch.node, id: branch.id, steps: steps + [step],
                        disclosure: .expanded(hasContent: branch.children.count > 0),
                        parentDistance: parentRow.map { position - $0 })
                }
                if remaining <= start + branch.shownCount {
                    parentRow = levelStart + start
                    levelStart += start + 1
                    remaining -= start + 1
                    steps.append(step)
                    level = branch.children
                    branches = branch.branches
                    descended = true
                    break
                }
                skipped += branch.shownCount
            }
            if descended { continue }
            let index = remaining - skipped
            let node = level.node(index)
            let id = tree.id(node)
            return OutlineRow(
                node: node, id: id, steps: steps + [OutlineExpansion.Step(index: index, id: id)],
                disclosure: tree.children(node) == nil ? .leaf : .collapsed,
                parentDistance: parentRow.map { position - $0 })
        }
    }

    /// A branch being made: the expanded nodes found so far under a node.
    private final class Builder {
        let index: Int
        let id: AnyHashable
        let node: Element?
        let children: OutlineTree<Element>.Nodes
        var below: [Int: Builder] = [:]

        init(index: Int, id: AnyHashable, node: Element?, children: OutlineTree<Element>.Nodes) {
            self.index = index
            self.id = id
            self.node = node
            self.children = children
        }

        /// Adds the expanded node at the end of `steps`, if it is shown: each step's node is
        /// looked for at its index, and among its siblings when the data moved it; each
        /// ancestor must be expanded, and every node on the way must have children.
        func add(_ steps: [OutlineExpansion.Step], in tree: OutlineTree<Element>, expansion: OutlineExpansion)
        {
            var builder = self
            for (depth, step) in steps.enumerated() {
                if depth < steps.count - 1, !expansion.isExpanded(step.id) { return }
                if let kept = builder.below.values.first(where: { $0.id == step.id }) {
                    builder = kept
                    continue
                }
                guard let index = Self.find(step, among: builder.children, in: tree) else { return }
                let node = builder.children.node(index)
                guard let children = tree.children(node) else { return }
                let next = Builder(index: index, id: step.id, node: node, children: children)
                builder.below[index] = next
                builder = next
            }
        }

        /// Where a step's node is among some siblings: at its index, or, when the data moved it,
        /// wherever its identity is.
        private static func find(
            _ step: OutlineExpansion.Step, among nodes: OutlineTree<Element>.Nodes,
            in tree: OutlineTree<Element>
        ) -> Int? {
            if step.index < nodes.count, tree.id(nodes.node(step.index)) == step.id { return step.index }
            return (0..<nodes.count).first { tree.id(nodes.node($0)) == step.id }
        }

        /// The branches below, by index, each with the rows it shows.
        func branches() -> [Branch] {
            below.keys.sorted().compactMap { index in
                guard let builder = below[index], let node = builder.node else { return nil }
                let branches = builder.branches()
                return Branch(
                    index: index, id: builder.id, node: node, children: builder.children, branches: branches,
                    shownCount: builder.children.count + branches.reduce(0) { $0 + $1.shownCount })
            }
        }
    }
}
