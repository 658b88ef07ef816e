extension EmptyView: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        .empty
    }
}
