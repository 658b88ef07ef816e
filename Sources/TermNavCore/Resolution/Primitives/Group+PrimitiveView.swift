extension Group: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        context.resolvePart(content, index: 0)
    }
}

extension Group {
    /// Reads the content's texts.
    @MainActor func readText(into reader: inout RowTextReader) -> Bool {
        reader.read(content)
    }
}
