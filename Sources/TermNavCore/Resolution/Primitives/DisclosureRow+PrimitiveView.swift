extension DisclosureRow: PrimitiveView {
    /// Resolves the row as its glyph and label, indented by its depth, with the keys that expand
    /// and collapse it.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let label = context.resolveChild(label, index: 0)
        return Self.row(
            label, depth: depth, disclosure: disclosure, parentDistance: parentDistance,
            isExpanded: isExpanded, in: context)
    }

    /// A disclosing row: `▸`/`▾` (a blank for a leaf) and the label, indented two cells a level.
    ///
    /// A row that can expand takes the focus and its keys: → (or ←, while expanded) and Space
    /// expand (collapse) it, and so do Enter and a click when the label does nothing of its own
    /// (a link's row opens the link on Enter) and the list does not select (where Enter chooses
    /// the row). The row's ``OutlinePlace`` lets the engine move
    /// the focus: → into the content of an expanded row, ← from a collapsed row to its parent's.
    static func row(
        _ label: Node, depth: Int, disclosure: DisclosureState, parentDistance: Int?,
        isExpanded binding: Binding<Bool>, in context: ResolveContext
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
        // Space, Enter and a click flip the value as it is now; an arrow sets it, so that keys
        // handled before the next frame do what they say.
        let toggle = { binding.wrappedValue.toggle() }
        // In a list that selects, Enter and a click choose the row: only the keys expand it.
        let doesNothingElse =
            RowBehavior(label).action == nil && !context.environment[ListSelectsKey.self]
        var keys: [KeyEquivalent] = [.space]
        if doesNothingElse {
            row = .button(ButtonNode(action: toggle, label: row, role: nil))
            keys.append(.return)
        }
        let arrow: KeyEquivalent = isExpanded ? .leftArrow : .rightArrow
        row = ControlRow.keys(row, [arrow] + keys, help: isExpanded ? "collapse" : "expand") { press in
            if press.key == arrow {
                binding.wrappedValue = !isExpanded
            } else {
                toggle()
            }
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
