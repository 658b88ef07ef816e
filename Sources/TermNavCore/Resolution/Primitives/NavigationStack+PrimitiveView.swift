extension NavigationStack: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        context.resolveChild(root, index: 0)
    }
}
