extension PaintedShape: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        // A shape filled with a gradient fills its frame's cells, each in the gradient's colour.
        if let gradient, case .fill = paint {
            return StylePaint.gradient(gradient).fillNode(scheme: context.environment.colorScheme)
        }
        return .shape(self)
    }
}
