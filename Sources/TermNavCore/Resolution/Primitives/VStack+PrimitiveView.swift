extension VStack: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        .stack(
            StackNode(
                axis: .vertical, alignment: alignment, spacing: spacing,
                children: context.parts(of: content)))
    }
}

extension VStack {
    /// Reads the content's texts.
    @MainActor func readText(into reader: inout RowTextReader) -> Bool {
        reader.read(content)
    }
}
