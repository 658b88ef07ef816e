extension Optional: PrimitiveView where Wrapped: View {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        switch self {
        case .some(let view): return context.resolvePart(view, index: 0)
        case .none: return .empty
        }
    }
}

extension Optional where Wrapped: View {
    /// Reads the view's texts, when there is one.
    @MainActor func readText(into reader: inout RowTextReader) -> Bool {
        switch self {
        case .some(let view): return reader.read(view)
        case .none: return true
        }
    }
}
