extension ShapeFill: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        .color(color)
    }
}
