import Foundation

extension ProgressView: PrimitiveView {
    /// Resolves the view as its label at the left of the row and its bar (with its current value
    /// label) across the rest of the row, or as a spinner before its label.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let label = label.map { context.resolveChild($0, index: 0) } ?? .empty
        let isCircular = context.environment[CircularProgressKey.self]
        switch amount {
        case .indeterminate:
            let spinner = context.resolveChild(
                Ticking(interval: 0.1) { tick in
                    let frame = Glyphs.spinnerFrames[tick % Glyphs.spinnerFrames.count]
                    return Image(glyph: frame.unicode, ascii: frame.ascii)
                }, index: 2)
            guard !ControlRow.isBlank(label) else { return spinner }
            return .stack(
                StackNode(axis: .horizontal, alignment: .leading, spacing: 1, children: [spinner, label]))
        case .fraction(let fraction):
            return row(label, bar: ProgressTrack.bar(fraction, isCircular: isCircular), in: &context)
        case .timer(let interval, let countsDown):
            let span = interval.upperBound.timeIntervalSince(interval.lowerBound)
            // A tick for each eighth of a cell the bar moves at its ideal width, at most ten a
            // second.
            let bar = context.resolveChild(
                Ticking(interval: max(0.1, span / Double(BarNode.idealWidth * 8))) { _ in
                    let passed = span > 0 ? Date().timeIntervalSince(interval.lowerBound) / span : 1
                    let fraction = min(max(passed, 0), 1)
                    return ProgressTrack(
                        fraction: countsDown ? 1 - fraction : fraction, isCircular: isCircular)
                }, index: 2)
            return row(label, bar: bar, in: &context)
        }
    }

    /// The row of a bar: the label at the left, then the bar and the current value label.
    @MainActor private func row(_ label: Node, bar: Node, in context: inout ResolveContext) -> Node {
        var parts = [bar]
        if let currentValueLabel { parts.append(context.resolveChild(currentValueLabel, index: 1)) }
        let control =
            parts.count == 1
            ? bar : .stack(StackNode(axis: .horizontal, alignment: .leading, spacing: 1, children: parts))
        return ControlRow.labeled(label, control: control, in: context)
    }
}
