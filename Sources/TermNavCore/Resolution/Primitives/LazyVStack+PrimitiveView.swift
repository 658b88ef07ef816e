extension LazyVStack: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        stack.resolve(in: &context)
    }
}
