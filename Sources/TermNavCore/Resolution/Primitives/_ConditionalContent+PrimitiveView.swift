extension _ConditionalContent: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        switch storage {
        case .trueContent(let view): return context.resolvePart(view, index: 0)
        case .falseContent(let view): return context.resolvePart(view, index: 1)
        }
    }
}
