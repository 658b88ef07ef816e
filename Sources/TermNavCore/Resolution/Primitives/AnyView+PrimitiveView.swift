extension AnyView: PrimitiveView {
    /// The view inside, resolved as itself.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        context.resolvePart(view, index: 0)
    }
}
