extension _ConditionalContent: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        switch storage {
        case .trueContent(let view): return context.resolvePart(view, index: 0)
        case .falseContent(let view): return context.resolvePart(view, index: 1)
        }
    }
}

extension _ConditionalContent {
    /// Reads the texts of the branch taken.
    @MainActor func readText(into reader: inout RowTextReader) -> Bool {
        switch storage {
        case .trueContent(let view): return reader.read(view)
        case .falseContent(let view): return reader.read(view)
        }
    }
}
