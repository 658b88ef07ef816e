extension Group: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        context.resolveChild(content, index: 0)
    }
}
