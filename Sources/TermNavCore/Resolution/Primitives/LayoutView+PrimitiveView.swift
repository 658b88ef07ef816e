extension LayoutView: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        .arranged(
            ArrangedNode(
                arrangement: .custom(CustomArrangement(layout)), children: context.children(of: content)))
    }
}
