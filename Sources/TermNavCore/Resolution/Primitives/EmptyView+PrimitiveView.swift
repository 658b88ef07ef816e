extension EmptyView: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        .empty
    }
}
