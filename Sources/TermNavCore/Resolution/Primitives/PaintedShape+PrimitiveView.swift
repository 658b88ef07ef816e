extension PaintedShape: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        // A shape filled with a gradient fills its frame's cells, each in the gradient's colour.
        if let gradient, case .fill = paint {
            return context.environment.adjusted(StylePaint.gradient(gradient)).fillNode(
                scheme: context.environment.colorScheme)
        }
        guard !context.environment.colorAdjustments.isEmpty else { return .shape(self) }
        var shape = self
        switch paint {
        case .fill(let color): shape.paint = .fill(color.map(context.environment.adjusted))
        case .stroke(let color, let style):
            shape.paint = .stroke(color.map(context.environment.adjusted), style)
        }
        return .shape(shape)
    }
}
