extension Image: PrimitiveView {
    /// Resolves the image as its glyph in the environment's symbol variant, or as placeholder
    /// cells of its width where the environment redacts it; a symbol the glyph table does not
    /// know as nothing.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        guard let glyph = glyph(in: context.environment.symbolVariants) else { return .empty }
        guard context.environment.redactsContent else { return .image(glyph) }
        let cell = Glyphs.redacted
        return .image(
            Glyph(
                unicode: String(repeating: cell.unicode, count: DisplayWidth.of(glyph.unicode)),
                ascii: String(repeating: cell.ascii, count: DisplayWidth.of(glyph.ascii))))
    }
}

extension Image {
    /// Shows no text.
    @MainActor func readText(into reader: inout RowTextReader) -> Bool {
        true
    }
}
