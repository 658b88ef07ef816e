extension Divider: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        .divider
    }
}

extension Divider {
    /// Shows no text.
    @MainActor func readText(into reader: inout RowTextReader) -> Bool {
        true
    }
}
