extension Grid: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let grid = GridArrangement(
            alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        return .arranged(ArrangedNode(arrangement: .grid(grid), children: context.children(of: content)))
    }
}

extension GridRow: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        .arranged(ArrangedNode(arrangement: .gridRow(alignment), children: context.children(of: content)))
    }
}

extension ViewThatFits: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        .arranged(
            ArrangedNode(
                arrangement: .firstFitting(
                    horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical)),
                children: context.children(of: content)))
    }
}
