extension Label: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let icon = context.resolveChild(icon, index: 0)
        let title = context.resolveChild(title, index: 1)
        return .stack(StackNode(axis: .horizontal, alignment: .leading, spacing: 1, children: [icon, title]))
    }
}
