extension Text: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        .text(runs)
    }
}
