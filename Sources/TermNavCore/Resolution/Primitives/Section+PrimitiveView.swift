extension Section: PrimitiveView {
    /// A section is its header, its content and its footer, marked as a section so a list opens
    /// it up into rows; the header and footer are dim labels that take no focus.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let header = context.resolveChild(header, index: 0)
        let content = context.resolveChild(content, index: 1)
        let footer = context.resolveChild(footer, index: 2)
        let parts = [Node.sectionLabel(header), content, Node.sectionLabel(footer)].compactMap { $0 }
        return .modified(.group(parts), .rowTrait(.section))
    }
}
