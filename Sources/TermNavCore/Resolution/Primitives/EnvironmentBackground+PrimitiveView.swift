extension EnvironmentBackground: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let paint = context.environment.backgroundStyle?.paint ?? .color(.default)
        return context.environment.adjusted(paint).fillNode(scheme: context.environment.colorScheme)
    }
}
