extension NavigationSplitView: PrimitiveView {
    /// The sidebar, as the root screen, with its lists that select driving the next column.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        context.resolveChild(SplitColumnContent(column: sidebar, next: nextColumn), index: 0)
    }
}
