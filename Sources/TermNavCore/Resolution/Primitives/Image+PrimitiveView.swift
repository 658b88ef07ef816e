extension Image: PrimitiveView {
    /// Resolves the image as its glyph in the environment's symbol variant; a symbol the glyph
    /// table does not know as nothing.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        glyph(in: context.environment.symbolVariants).map(Node.image) ?? .empty
    }
}
