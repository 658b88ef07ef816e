extension ZStack: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        .zstack(context.children(of: content))
    }
}
