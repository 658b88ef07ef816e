extension EllipticalGradient: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        context.environment.adjusted(paint).fillNode(scheme: context.environment.colorScheme)
    }
}
