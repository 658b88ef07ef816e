extension EmptyView: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        .empty
    }
}

extension EmptyView {
    /// Shows no text.
    @MainActor func readText(into reader: inout RowTextReader) -> Bool {
        true
    }
}
