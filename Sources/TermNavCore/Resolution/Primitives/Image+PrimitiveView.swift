extension Image: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        .image(glyph)
    }
}
