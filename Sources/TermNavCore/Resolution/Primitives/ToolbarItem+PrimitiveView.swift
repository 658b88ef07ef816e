extension ToolbarItem: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        .modified(context.resolveChild(content, index: 0), .toolbarPlacement(placement.region))
    }
}
