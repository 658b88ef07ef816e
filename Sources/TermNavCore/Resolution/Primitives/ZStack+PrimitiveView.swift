extension ZStack: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        .zstack(context.children(of: content), alignment)
    }
}

extension ZStack {
    /// Reads the content's texts.
    @MainActor func readText(into reader: inout RowTextReader) -> Bool {
        reader.read(content)
    }
}
