extension Optional: PrimitiveView where Wrapped: View {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        switch self {
        case .some(let view): return context.resolvePart(view, index: 0)
        case .none: return .empty
        }
    }
}
