extension PaintedShape: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        .shape(self)
    }
}
