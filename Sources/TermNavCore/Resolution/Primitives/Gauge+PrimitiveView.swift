extension Gauge: PrimitiveView {
    /// Resolves the gauge as its label at the left, and its bar between its range's labels,
    /// then its current value label, at the right.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let label = context.resolveChild(label, index: 0)
        let isCircular = context.environment[CircularGaugeKey.self]
        let bar = isCircular ? ProgressBar.circle(fraction: fraction) : ProgressBar.glyph(fraction: fraction)
        var parts: [Node] = []
        if !isCircular, let minimumValueLabel {
            parts.append(context.resolveChild(minimumValueLabel, index: 2))
        }
        parts.append(.image(bar))
        if !isCircular, let maximumValueLabel {
            parts.append(context.resolveChild(maximumValueLabel, index: 3))
        }
        if let currentValueLabel { parts.append(context.resolveChild(currentValueLabel, index: 1)) }
        let control =
            parts.count == 1
            ? parts[0]
            : .stack(StackNode(axis: .horizontal, alignment: .leading, spacing: 1, children: parts))
        return ControlRow.labeled(label, control: control)
    }
}
