extension TupleView: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        // Several children: the screen's spine ends here.
        context.endSpine()
        var nodes: [Node] = []
        nodes.reserveCapacity(children.count)
        for (index, child) in children.enumerated() {
            nodes.append(context.resolvePart(child, index: index))
        }
        return .group(nodes)
    }
}

extension TupleView {
    /// Reads each child's texts, in order.
    @MainActor func readText(into reader: inout RowTextReader) -> Bool {
        for child in children {
            guard reader.read(child) else { return false }
        }
        return true
    }
}
