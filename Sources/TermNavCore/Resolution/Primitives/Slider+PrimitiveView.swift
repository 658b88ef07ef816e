extension Slider: PrimitiveView {
    /// Resolves the slider as its label at the left and its track, between its value labels,
    /// across the rest of the row; ← and → move it.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let label = ControlRow.shown(context.resolveChild(label, index: 0), in: context)
        var parts: [Node] = []
        if let minimumValueLabel { parts.append(context.resolveChild(minimumValueLabel, index: 1)) }
        parts.append(Self.bar(fraction: fraction(), tint: context.tint))
        if let maximumValueLabel { parts.append(context.resolveChild(maximumValueLabel, index: 2)) }
        let control = Node.stack(
            StackNode(axis: .horizontal, alignment: .leading, spacing: 1, children: parts))
        // Read as SwiftUI's slider is: its label, then its value in percent.
        var spoken = AccessibilityAttributes()
        spoken.value = "\(Int((fraction() * 100).rounded())) percent"
        let row =
            (label.flattened.isEmpty ? control : ControlRow.labeled(label, control: control, in: context))
            .addingAccessibility(spoken)
        guard context.environment.isEnabled else {
            return ControlRow.control(row, clickActs: false, in: context)
        }
        let move = self.move
        let onEditingChanged = self.onEditingChanged
        let moving = ControlRow.keys(row, [.leftArrow, .rightArrow], help: "adjust") { press in
            onEditingChanged(true)
            move(press.key == .rightArrow ? 1 : -1)
            onEditingChanged(false)
            return .handled
        }
        return ControlRow.control(moving, clickActs: false, in: context)
    }

    /// The track: filled up to the knob, empty after it, as wide as the row lets it be.
    private static func bar(fraction: Double, tint: Color?) -> Node {
        .bar(
            BarNode(
                drawn: { width in
                    let knob = Int((fraction * Double(width - 1)).rounded())
                    func filled(_ pick: (Glyph) -> String) -> String {
                        String(repeating: pick(Glyphs.sliderFilled), count: knob)
                    }
                    func rest(_ pick: (Glyph) -> String) -> String {
                        pick(Glyphs.sliderKnob)
                            + String(repeating: pick(Glyphs.sliderEmpty), count: width - 1 - knob)
                    }
                    return (
                        Glyph(unicode: filled(\.unicode), ascii: filled(\.ascii)),
                        Glyph(unicode: rest(\.unicode), ascii: rest(\.ascii))
                    )
                }, tint: tint))
    }
}
