extension RoundedRectangle: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        .color(.primary)
    }
}
