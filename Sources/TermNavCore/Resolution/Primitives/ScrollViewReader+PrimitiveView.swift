extension ScrollViewReader: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let proxy = ScrollViewProxy(action: context.environment.scrollTo)
        // It stands where it is, as its content does: a scroll view in it is still the screen's.
        return context.resolvePart(content(proxy), index: 0)
    }
}
