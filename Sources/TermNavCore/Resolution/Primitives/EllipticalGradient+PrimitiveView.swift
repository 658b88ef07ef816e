extension EllipticalGradient: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        paint.fillNode(scheme: context.environment.colorScheme)
    }
}
