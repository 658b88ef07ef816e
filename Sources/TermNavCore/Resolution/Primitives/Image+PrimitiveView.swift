extension Image: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        .image(glyph)
    }
}
