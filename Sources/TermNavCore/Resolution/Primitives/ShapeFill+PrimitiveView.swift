extension ShapeFill: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        .color(color)
    }
}
