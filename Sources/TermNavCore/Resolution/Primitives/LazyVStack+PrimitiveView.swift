extension LazyVStack: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        stack.resolve(in: &context)
    }
}
