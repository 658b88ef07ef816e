extension NavigationStack: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        if let path { context.preferences.pathBinding = path }
        return context.resolvePart(root, index: 0)
    }
}
