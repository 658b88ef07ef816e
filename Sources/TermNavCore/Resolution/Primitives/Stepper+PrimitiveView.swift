extension Stepper: PrimitiveView {
    /// Resolves the stepper as its label with `[− │ +]` at the right, each button dim when it
    /// cannot step, and the keys that step it.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let label = ControlRow.shown(context.resolveChild(label, index: 0), in: context)
        let enabled = context.environment.isEnabled
        let up = enabled && canIncrement() ? increment : nil
        let down = enabled && canDecrement() ? decrement : nil
        let dim = Style(attributes: .dim)
        func button(_ glyph: Glyph, _ action: (() -> Void)?) -> Node {
            action == nil ? .modified(.image(glyph), .style(dim)) : .image(glyph)
        }
        let border = Glyphs.controlBorder
        let minus = Node.stack(
            StackNode(
                axis: .horizontal, alignment: .leading, spacing: 0,
                children: [.image(border.leading), button(Glyphs.stepperMinus, down)]))
        let plus = Node.stack(
            StackNode(
                axis: .horizontal, alignment: .leading, spacing: 0,
                children: [button(Glyphs.stepperPlus, up), .image(border.trailing)]))
        let buttons = Node.stack(
            StackNode(
                axis: .horizontal, alignment: .leading, spacing: 1,
                children: [minus, .image(Glyphs.segmentSeparator), plus]))
        // Read as SwiftUI's stepper is: its label, its value, "stepper".
        var spoken = AccessibilityAttributes()
        spoken.value = spokenValue()
        spoken.role = "stepper"
        let row = ControlRow.labeled(label, control: buttons, in: context).addingAccessibility(spoken)
        guard enabled else { return ControlRow.control(row, clickActs: false, in: context) }
        let onEditingChanged = self.onEditingChanged
        func stepping(_ action: (() -> Void)?) -> (() -> Void)? {
            guard let action else { return nil }
            return {
                onEditingChanged(true)
                action()
                onEditingChanged(false)
            }
        }
        let stepDown = stepping(down)
        let stepUp = stepping(up)
        let step: (KeyPress) -> KeyPress.Result = { press in
            let isUp = press.key == .rightArrow || press.key == "+" || press.key == "="
            (isUp ? stepUp : stepDown)?()
            return .handled
        }
        // The arrows are named in the help line; the signs are there for those who look for them.
        let arrows = ControlRow.keys(row, [.leftArrow, .rightArrow], help: "step", action: step)
        let stepped = ControlRow.keys(arrows, ["-", "+", "="], help: nil, action: step)
        // A click on − or + steps; on the separator or the label it only focuses.
        let separator = Node.stack(
            StackNode(
                axis: .horizontal, alignment: .leading, spacing: 0,
                children: [ControlRow.text(" "), .image(Glyphs.segmentSeparator), ControlRow.text(" ")]))
        let clicks = ControlClicks(parts: [
            .init(node: minus, action: stepDown), .init(node: separator, action: nil),
            .init(node: plus, action: stepUp),
        ])
        return ControlRow.control(
            .modified(stepped, .rowTrait(.clicks(clicks))), clickActs: false, in: context)
    }
}
