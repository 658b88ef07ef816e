extension Ellipse: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        // Alone, a shape is filled with the colour of the text around it.
        .shape(PaintedShape(filling: outline))
    }
}
