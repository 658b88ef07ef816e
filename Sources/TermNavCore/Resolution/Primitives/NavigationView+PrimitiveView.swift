extension NavigationView: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        context.resolvePart(content, index: 0)
    }
}
