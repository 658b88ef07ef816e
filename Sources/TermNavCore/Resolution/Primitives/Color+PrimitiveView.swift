extension Color: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        .color(context.environment.adjusted(self))
    }
}
