extension Spacer: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        .spacer(minLength: minLength ?? 0)
    }
}

extension Spacer {
    /// Shows no text.
    @MainActor func readText(into reader: inout RowTextReader) -> Bool {
        true
    }
}
