extension HStack: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        .stack(
            StackNode(
                axis: .horizontal, alignment: .leading, verticalAlignment: alignment, spacing: spacing,
                children: context.children(of: content)))
    }
}

extension HStack {
    /// Reads the content's texts.
    @MainActor func readText(into reader: inout RowTextReader) -> Bool {
        reader.read(content)
    }
}
