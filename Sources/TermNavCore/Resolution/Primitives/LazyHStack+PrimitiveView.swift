extension LazyHStack: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        stack.resolve(in: &context)
    }
}
