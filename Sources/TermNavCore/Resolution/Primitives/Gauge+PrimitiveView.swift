extension Gauge: PrimitiveView {
    /// Resolves the gauge as its label at the left, then its bar between its range's labels
    /// across the rest of the row, then its current value label.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let label = context.resolveChild(label, index: 0)
        let isCircular = context.environment[CircularGaugeKey.self]
        var parts: [Node] = []
        if !isCircular, let minimumValueLabel {
            parts.append(context.resolveChild(minimumValueLabel, index: 2))
        }
        parts.append(ProgressTrack.bar(fraction, isCircular: isCircular, tint: context.tint))
        if !isCircular, let maximumValueLabel {
            parts.append(context.resolveChild(maximumValueLabel, index: 3))
        }
        if let currentValueLabel { parts.append(context.resolveChild(currentValueLabel, index: 1)) }
        let control =
            parts.count == 1
            ? parts[0]
            : .stack(StackNode(axis: .horizontal, alignment: .leading, spacing: 1, children: parts))
        return ControlRow.labeled(label, control: control, in: context)
    }
}
