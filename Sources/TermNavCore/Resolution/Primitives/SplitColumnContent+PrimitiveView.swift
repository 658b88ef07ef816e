extension SplitColumnContent: PrimitiveView {
    /// The column's view. Its lists that select drive a link to the next column: it pushes
    /// while one of them has a selection (and is not being edited), and popping the next
    /// column clears their selections, so the same row can be chosen again.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let before = context.preferences.listSelections.count
        let node = context.resolveChild(column, index: 0)
        guard let next else { return node }
        let selections = Array(context.preferences.listSelections[before...])
        guard !selections.isEmpty else { return node }
        let link = LinkEntry(
            path: context.path.appending(.index(1)),
            target: .view(LinkDestination(make: next)),
            activation: .bound(
                isActive: { selections.contains { !$0.selection.isEmpty() && !$0.isEditing() } },
                activate: {},
                deactivate: {
                    for registered in selections { registered.selection.clear() }
                }),
            environment: context.environment)
        context.preferences.register(link)
        return node
    }
}
