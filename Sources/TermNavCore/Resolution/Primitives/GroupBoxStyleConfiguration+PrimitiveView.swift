@MainActor
extension GroupBoxStyleConfiguration.Label: PrimitiveView {
    /// The label given to the group box.
    func resolve(in context: inout ResolveContext) -> Node {
        context.resolveChild(view, index: 0)
    }
}

@MainActor
extension GroupBoxStyleConfiguration.Content: PrimitiveView {
    /// The content given to the group box, standing where the box does.
    func resolve(in context: inout ResolveContext) -> Node {
        context.resolvePart(view, index: 0)
    }
}
