extension PickerRow: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let label = ControlRow.shown(context.resolveChild(label, index: 0), in: context)
        let options = PickerOption.options(of: parts.content, in: &context)
        let parts = self.parts
        let chosen = options.firstIndex { parts.isChosen($0.tag) }
        // A current value label of the picker's own stands for the chosen choice's label.
        let current =
            parts.currentValueLabel.map { context.resolveChild($0, index: 2) }
            ?? chosen.map { options[$0].label } ?? .empty
        // Read as SwiftUI's picker is: its label, its chosen value, "picker".
        var spoken = AccessibilityAttributes()
        let labelText = label.spokenWords
        spoken.label = labelText.isEmpty ? nil : labelText
        spoken.value = current.spokenWords
        spoken.role = "picker"
        return resolveRow(label: label, options: options, chosen: chosen, current: current, in: &context)
            .addingAccessibility(spoken)
    }

    /// The picker's row, as its kind draws it.
    @MainActor private func resolveRow(
        label: Node, options: [PickerOption], chosen: Int?, current: Node, in context: inout ResolveContext
    ) -> Node {
        let parts = self.parts
        switch kind {
        case .menu(let open):
            let value = Node.stack(
                StackNode(
                    axis: .horizontal, alignment: .leading, spacing: 1,
                    children: [current, .image(Glyphs.menuIndicator)]))
            let button = Node.button(
                ButtonNode(action: open, label: ControlRow.labeled(label, control: value, in: context)))
            return ControlRow.control(button, in: context)
        case .value:
            let value = Node.modified(current, .style(Style(attributes: .dim)))
            return ControlRow.control(ControlRow.labeled(label, control: value, in: context), in: context)
        case .segmented:
            let (segments, drawn) = Self.segments(options, chosen: chosen)
            let row = ControlRow.labeled(label, control: segments, in: context)
            guard context.environment.isEnabled else {
                return ControlRow.control(row, clickActs: false, in: context)
            }
            let choosable = options.compactMap(\.tag)
            let stepped = ControlRow.keys(row, [.leftArrow, .rightArrow], help: "choose") { press in
                let at = choosable.firstIndex { parts.isChosen($0) }
                let next: Int
                if let at {
                    next = press.key == .rightArrow ? min(at + 1, choosable.count - 1) : max(at - 1, 0)
                } else {
                    next = press.key == .rightArrow ? 0 : choosable.count - 1
                }
                if choosable.indices.contains(next) { parts.choose(choosable[next]) }
                return .handled
            }
            // A click on a segment chooses it; on a separator or the label it only focuses.
            let clicks = ControlClicks(
                parts: drawn.map { part in
                    ControlClicks.Part(node: part.node, action: part.tag.map { tag in { parts.choose(tag) } })
                })
            return ControlRow.control(
                .modified(stepped, .rowTrait(.clicks(clicks))), clickActs: false, in: context)
        }
    }

    /// A segmented picker's choices: `[ Day │ ✓Week │ Month ]`, the chosen one marked and bold;
    /// and the same drawn as parts, each segment with its tag and the borders and separators,
    /// with the spacing around them, without one.
    private static func segments(_ options: [PickerOption], chosen: Int?) -> (
        node: Node, parts: [(node: Node, tag: AnyHashable?)]
    ) {
        func gap(_ glyph: Glyph, before: Bool, after: Bool) -> Node {
            var children: [Node] = []
            if before { children.append(ControlRow.text(" ")) }
            children.append(.image(glyph))
            if after { children.append(ControlRow.text(" ")) }
            return .stack(StackNode(axis: .horizontal, alignment: .leading, spacing: 0, children: children))
        }
        var children: [Node] = [.image(Glyphs.controlBorder.leading)]
        var parts: [(node: Node, tag: AnyHashable?)] = [
            (gap(Glyphs.controlBorder.leading, before: false, after: true), nil)
        ]
        for (index, option) in options.enumerated() {
            if index > 0 {
                children.append(.image(Glyphs.segmentSeparator))
                parts.append((gap(Glyphs.segmentSeparator, before: true, after: true), nil))
            }
            let segment: Node
            if index == chosen {
                segment = .modified(
                    .stack(
                        StackNode(
                            axis: .horizontal, alignment: .leading, spacing: 0,
                            children: [.image(Glyphs.checkmark), option.label])),
                    .style(Style(attributes: .bold)))
            } else {
                segment = option.label
            }
            children.append(segment)
            parts.append((segment, option.tag))
        }
        children.append(.image(Glyphs.controlBorder.trailing))
        parts.append((gap(Glyphs.controlBorder.trailing, before: true, after: false), nil))
        return (
            .stack(StackNode(axis: .horizontal, alignment: .leading, spacing: 1, children: children)), parts
        )
    }
}
