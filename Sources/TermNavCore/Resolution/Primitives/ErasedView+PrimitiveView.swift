extension ErasedView: PrimitiveView {
    /// The view, resolved as itself.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        context.resolvePart(view, index: 0)
    }
}
