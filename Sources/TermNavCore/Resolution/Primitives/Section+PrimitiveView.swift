extension Section: PrimitiveView {
    /// A section is its header, its content and its footer, marked as a section so a list opens
    /// it up into rows; the header and footer are dim labels that take no focus. A section the
    /// user expands and collapses has a header row that flips it, and its content only while it
    /// is expanded.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let header = context.resolveChild(header, index: 0)
        let footer = context.resolveChild(footer, index: 2)
        guard let isExpanded else {
            let content = context.resolveChild(content, index: 1)
            let parts = [Node.sectionLabel(header), content, Node.sectionLabel(footer)].compactMap { $0 }
            return .modified(.group(parts), .rowTrait(.section))
        }
        let expanded = isExpanded.wrappedValue
        let glyph = expanded ? Glyphs.disclosureExpanded : Glyphs.disclosureCollapsed
        let toggle = Node.button(
            ButtonNode(
                action: { isExpanded.wrappedValue.toggle() },
                label: ControlRow.labeled(
                    .modified(header, .style(Style(attributes: .dim))), control: .image(glyph), in: context)))
        var parts = [ControlRow.control(toggle, in: context)]
        if expanded { parts.append(context.resolveChild(content, index: 1)) }
        if let footer = Node.sectionLabel(footer) { parts.append(footer) }
        return .modified(.group(parts), .rowTrait(.section))
    }
}
