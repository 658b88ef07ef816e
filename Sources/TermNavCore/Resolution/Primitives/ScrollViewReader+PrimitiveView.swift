extension ScrollViewReader: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let proxy = ScrollViewProxy(action: context.environment.scrollTo)
        return context.resolveChild(content(proxy), index: 0)
    }
}
