extension PickerRow: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let label = context.resolveChild(label, index: 0)
        let options = PickerOption.options(of: parts.content, in: &context)
        let parts = self.parts
        let chosen = options.firstIndex { parts.isChosen($0.tag) }
        let current = chosen.map { options[$0].label } ?? .empty
        switch kind {
        case .menu(let open):
            let value = Node.stack(
                StackNode(
                    axis: .horizontal, alignment: .leading, spacing: 1,
                    children: [current, .image(Glyphs.menuIndicator)]))
            let button = Node.button(
                ButtonNode(action: open, label: ControlRow.labeled(label, control: value)))
            return ControlRow.control(button, in: context)
        case .value:
            let value = Node.modified(current, .style(Style(attributes: .dim)))
            return ControlRow.control(ControlRow.labeled(label, control: value), in: context)
        case .segmented:
            let row = ControlRow.labeled(label, control: Self.segments(options, chosen: chosen))
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
            return ControlRow.control(stepped, clickActs: false, in: context)
        }
    }

    /// A segmented picker's choices: `[ Day │ ✓Week │ Month ]`, the chosen one marked and bold.
    private static func segments(_ options: [PickerOption], chosen: Int?) -> Node {
        var children: [Node] = [.image(Glyphs.controlBorder.leading)]
        for (index, option) in options.enumerated() {
            if index > 0 { children.append(.image(Glyphs.segmentSeparator)) }
            if index == chosen {
                children.append(
                    .modified(
                        .stack(
                            StackNode(
                                axis: .horizontal, alignment: .leading, spacing: 0,
                                children: [.image(Glyphs.checkmark), option.label])),
                        .style(Style(attributes: .bold))))
            } else {
                children.append(option.label)
            }
        }
        children.append(.image(Glyphs.controlBorder.trailing))
        return .stack(StackNode(axis: .horizontal, alignment: .leading, spacing: 1, children: children))
    }
}
