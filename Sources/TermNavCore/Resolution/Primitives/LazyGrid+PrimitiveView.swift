extension LazyVGrid: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let grid = LazyGridArrangement(
            items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
            lineSpacing: PointScale.lines(spacing ?? 0))
        return context.lazyGrid(grid, content: content)
    }
}

extension LazyHGrid: PrimitiveView {
    /// Laid out as a vertical grid whose columns are the rows (see ``LazyHGrid``).
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let grid = LazyGridArrangement(
            items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
            lineSpacing: PointScale.lines(spacing ?? 0))
        return context.lazyGrid(grid, content: content)
    }
}
