extension DisclosureRow: PrimitiveView {
    /// Resolves the row as its glyph and label, indented by its depth, with the keys that expand
    /// and collapse it.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let label = context.resolveChild(label, index: 0)
        return Self.row(
            label, depth: depth, disclosure: disclosure, parentDistance: parentDistance,
            setExpanded: setExpanded, in: context)
    }

    /// A disclosing row: `▸`/`▾` (a blank for a leaf) and the label, indented two cells a level.
    ///
    /// A row that can expand takes the focus and its keys: → (or ←, while expanded) and Space
    /// expand (collapse) it, and so do Enter and a click when the label does nothing of its own
    /// (a link's row opens the link on Enter). The row's ``OutlinePlace`` lets the engine move
    /// the focus: → into the content of an expanded row, ← from a collapsed row to its parent's.
    static func row(
        _ label: Node, depth: Int, disclosure: DisclosureState, parentDistance: Int?,
        setExpanded: @escaping (Bool) -> Void, in context: ResolveContext
    ) -> Node {
        let glyph: Glyph
        switch disclosure {
        case .leaf: glyph = Glyphs.disclosureLeaf
        case .collapsed: glyph = Glyphs.disclosureCollapsed
        case .expanded: glyph = Glyphs.disclosureExpanded
        }
        var row = Node.stack(
            StackNode(axis: .horizontal, alignment: .leading, spacing: 1, children: [.image(glyph), label]))
        let place = OutlinePlace(
            parentDistance: parentDistance, entersContent: disclosure == .expanded(hasContent: true))
        guard disclosure != .leaf, context.environment.isEnabled else {
            return .modified(row.indented(by: depth), .rowTrait(.outline(place)))
        }
        let isExpanded = disclosure.isExpanded
        let toggle = { setExpanded(!isExpanded) }
        let doesNothingElse = RowBehavior(label).action == nil
        var keys: [KeyEquivalent] = [isExpanded ? .leftArrow : .rightArrow, .space]
        if doesNothingElse {
            row = .button(ButtonNode(action: toggle, label: row, role: nil))
            keys.append(.return)
        }
        row = ControlRow.keys(row, keys, help: isExpanded ? "collapse" : "expand") { _ in
            toggle()
            return .handled
        }
        if disclosure == .expanded(hasContent: false) {
            // Nothing to move into: → stays on the row rather than opening it.
            row = ControlRow.keys(row, [.rightArrow], help: nil) { _ in .handled }
        }
        row = ControlRow.control(row, clickActs: doesNothingElse, in: context)
        return .modified(row.indented(by: depth), .rowTrait(.outline(place)))
    }
}
