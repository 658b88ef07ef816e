/// The nodes of an outline that are expanded, each with the way to it from the top: a node's
/// place is found again without looking through the tree.
///
/// An outline keeps it as its state, so a node stays expanded while its screen lives (also
/// while another screen covers it), and a node collapsed under a parent keeps the expansion
/// of its own descendants, shown again when the parent is expanded.
struct OutlineExpansion: Equatable {
    /// One step of the way to a node: the index among its siblings and its identity.
    struct Step: Hashable {
        /// The node's index among its siblings.
        var index: Int
        /// The node's identity.
        var id: AnyHashable
    }

    /// The expanded nodes, by identity: the steps from a top-level node to each (its own last).
    private(set) var places: [AnyHashable: [Step]] = [:]

    /// Whether the node is expanded.
    func isExpanded(_ id: AnyHashable) -> Bool { places[id] != nil }

    /// Expands the node at the end of `steps`.
    mutating func expand(_ steps: [Step]) {
        guard let last = steps.last else { return }
        places[last.id] = steps
    }

    /// Collapses a node.
    mutating func collapse(_ id: AnyHashable) {
        places[id] = nil
    }
}
