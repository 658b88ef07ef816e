extension Label: PrimitiveView {
    /// Resolves the label as its icon, then its title, or what its label style keeps of them.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let parts = context.environment[LabelPartsKey.self]
        let icon = context.resolveChild(icon, index: 0)
        let title = context.resolveChild(title, index: 1)
        switch parts {
        case .titleOnly: return title
        case .iconOnly: return icon
        case .iconAboveTitle:
            return .stack(
                StackNode(axis: .vertical, alignment: .center, spacing: 0, children: [icon, title]))
        case .titleAndIcon:
            return .stack(
                StackNode(axis: .horizontal, alignment: .leading, spacing: 1, children: [icon, title]))
        }
    }
}
