extension Divider: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        .divider
    }
}
