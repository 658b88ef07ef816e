/// One row of an outline as it is shown: a node, how deep it stands and what its disclosure
/// glyph and keys do.
struct OutlineRow<Element> {
    /// The node.
    let node: Element
    /// The node's identity.
    let id: AnyHashable
    /// The way to the node from the top, its own step last: what expanding it records.
    let steps: [OutlineExpansion.Step]
    /// The row's disclosure: a leaf's, or a node's that is collapsed or expanded.
    let disclosure: DisclosureState
    /// How far up the row of the node's parent is, in rows; `nil` for a top-level node.
    let parentDistance: Int?

    /// How deep the node stands: 0 at the top.
    var depth: Int { steps.count - 1 }
}

/// What a row's disclosure glyph says and what → and ← do on it.
enum DisclosureState: Equatable {
    /// A row with nothing to disclose: an outline's leaf, drawn with a blank where the glyph
    /// would be.
    case leaf
    /// A group or node whose content is hidden: → shows it.
    case collapsed
    /// A group or node whose content is shown below it: ← hides it, and → moves to the first
    /// row of the content when it has one.
    case expanded(hasContent: Bool)

    /// Whether the content is shown.
    var isExpanded: Bool {
        if case .expanded = self { return true }
        return false
    }
}
