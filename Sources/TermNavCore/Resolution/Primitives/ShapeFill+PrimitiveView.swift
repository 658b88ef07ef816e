extension ShapeFill: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        guard let gradient else { return .color(color) }
        return StylePaint.gradient(gradient).fillNode(scheme: context.environment.colorScheme)
    }
}
