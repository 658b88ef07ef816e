extension LayoutView: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let children = context.children(of: content)
        // The layouts TermNav ships lay out as its containers; an `AnyLayout` as the one it
        // wraps. Either way the children's paths do not name the layout, so switching an
        // `AnyLayout` keeps their state.
        if let builtIn = layout as? any BuiltInLayout { return builtIn.node(children: children) }
        return .arranged(ArrangedNode(arrangement: .custom(CustomArrangement(layout)), children: children))
    }
}
