extension TupleView: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        var nodes: [Node] = []
        nodes.reserveCapacity(children.count)
        for (index, child) in children.enumerated() {
            nodes.append(context.resolveChild(child, index: index))
        }
        return .group(nodes)
    }
}

extension ConditionalContent: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        switch storage {
        case .trueContent(let view): return context.resolveChild(view, index: 0)
        case .falseContent(let view): return context.resolveChild(view, index: 1)
        }
    }
}

extension Optional: PrimitiveView where Wrapped: View {
    func resolve(in context: inout ResolveContext) -> Node {
        switch self {
        case .some(let view): return context.resolveChild(view, index: 0)
        case .none: return .empty
        }
    }
}

extension EmptyView: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        .empty
    }
}
