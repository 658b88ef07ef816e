extension TupleView: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        var nodes: [Node] = []
        nodes.reserveCapacity(children.count)
        for (index, child) in children.enumerated() {
            nodes.append(context.resolvePart(child, index: index))
        }
        return .group(nodes)
    }
}
