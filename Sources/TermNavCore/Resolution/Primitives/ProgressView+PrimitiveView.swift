import Foundation

extension ProgressView: PrimitiveView {
    /// Resolves the view as its label at the left of the row and its bar (with its current value
    /// label) across the rest of the row, or as a spinner before its label, or as the body of a
    /// progress view style of the app's own.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let isCircular: Bool
        switch context.environment[ProgressLookKey.self] {
        case .named(let circular):
            isCircular = circular
        case .custom(let makeBody):
            let body = makeBody(configuration)
            // Inside the style's body, `ProgressView(configuration)` is drawn as the default style
            // draws it.
            return context.resolveChild(
                AnyView(body).builtIn(
                    .environment { $0[ProgressLookKey.self] = ProgressLookKey.defaultValue }),
                index: 3)
        }
        let label = label.map { context.resolveChild($0, index: 0) } ?? .empty
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
            // Read as SwiftUI's progress view is: its label, then its value in percent.
            var spoken = AccessibilityAttributes()
            spoken.value = "\(Int((min(1, max(0, fraction)) * 100).rounded())) percent"
            return row(
                label, bar: ProgressTrack.bar(fraction, isCircular: isCircular, tint: context.tint),
                in: &context
            )
            .addingAccessibility(spoken)
        case .timer(let interval, let countsDown):
            let span = interval.upperBound.timeIntervalSince(interval.lowerBound)
            // A tick for each eighth of a cell the bar moves at its ideal width, at most ten a
            // second.
            let bar = context.resolveChild(
                Ticking(interval: max(0.1, span / Double(BarNode.idealWidth * 8))) { _ in
                    ProgressTrack(
                        fraction: ProgressTrack.fraction(
                            through: interval, countsDown: countsDown, at: Date()),
                        isCircular: isCircular)
                }, index: 2)
            return row(label, bar: bar, in: &context)
        }
    }

    /// What a progress view style is given: how much is done now, and the labels.
    @MainActor private var configuration: ProgressViewStyleConfiguration {
        let fraction: Double? =
            switch amount {
            case .indeterminate: nil
            case .fraction(let fraction): fraction
            case .timer(let interval, let countsDown):
                ProgressTrack.fraction(through: interval, countsDown: countsDown, at: Date())
            }
        return ProgressViewStyleConfiguration(
            fractionCompleted: fraction, label: label.map { .init(content: $0) },
            currentValueLabel: currentValueLabel.map { .init(content: $0) })
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
