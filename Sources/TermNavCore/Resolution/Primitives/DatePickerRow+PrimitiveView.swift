extension DatePickerRow: PrimitiveView {
    /// Resolves the picker as its label with the date's fields at the right, the field being
    /// edited marked `[02]` (its digits bold and underlined), with the keys that begin the
    /// editing or, while it edits, move between the fields, change them, type them and end it.
    /// A click on a field edits that field.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let label = ControlRow.shown(context.resolveChild(label, index: 0), in: context)
        let value = self.value
        let editing = self.editing
        let shown = self.shown
        let enabled = context.environment.isEnabled
        var parts: [ControlClicks.Part] = []
        for (index, field) in value.fields.enumerated() {
            if index > 0 {
                parts.append(
                    .init(
                        node: ControlRow.text(value.fields[index - 1].separator(before: field)), action: nil))
            }
            let node =
                shown?.field == field
                ? Self.edited(field, typed: shown?.typed ?? "", value: value)
                : ControlRow.text(value.text(of: field))
            parts.append(
                .init(node: node, action: { editing.wrappedValue = DatePickerEditing(field: field) }))
        }
        let control = Node.stack(
            StackNode(axis: .horizontal, alignment: .leading, spacing: 0, children: parts.map(\.node)))
        let first = value.fields.first
        // Enter, Space or a click on the row begins on the first field; while editing, nothing.
        let begin = {
            if editing.wrappedValue == nil, let first {
                editing.wrappedValue = DatePickerEditing(field: first)
            }
        }
        // Read as SwiftUI's date picker is: its label, the date as drawn, "date picker".
        var spoken = AccessibilityAttributes()
        let labelText = label.spokenWords
        spoken.label = labelText.isEmpty ? nil : labelText
        spoken.value = control.spokenTexts.joined()
        spoken.role = "date picker"
        let button = Node.button(
            ButtonNode(action: begin, label: ControlRow.labeled(label, control: control, in: context))
        )
        .addingAccessibility(spoken)
        guard enabled, first != nil else { return ControlRow.control(button, in: context) }
        let clickable = Node.modified(button, .rowTrait(.clicks(ControlClicks(parts: parts))))
        return ControlRow.control(
            Self.keys(clickable, value: value, editing: editing, isEditing: shown != nil, begin: begin),
            in: context)
    }

    /// The field being edited: its digits, or the digits typed so far and a blank for each yet
    /// to come, between the marks. The digits are bold and underlined: the focus bar, which the
    /// row is in while it edits, takes reverse video and colours for its own.
    private static func edited(_ field: DateField, typed: String, value: DatePickerValue) -> Node {
        var digits: [Node] = []
        if typed.isEmpty {
            digits.append(ControlRow.text(value.text(of: field)))
        } else {
            digits.append(ControlRow.text(typed))
            for _ in typed.count..<field.width { digits.append(.image(Glyphs.dateFieldBlank)) }
        }
        let border = Glyphs.dateFieldBorder
        let marked = Node.modified(
            .stack(StackNode(axis: .horizontal, alignment: .leading, spacing: 0, children: digits)),
            .style(Style(attributes: [.bold, .underline])))
        return .stack(
            StackNode(
                axis: .horizontal, alignment: .leading, spacing: 0,
                children: [.image(border.leading), marked, .image(border.trailing)]))
    }

    /// The picker's keys: Enter and Space begin the editing; while it edits, ←/→ move between
    /// the fields, ↑/↓ change the field, digits type it, and Enter, Esc or Tab end the editing
    /// (Tab going on to the next control). Each key reads whether the picker edits, and which
    /// field, when it comes, not as the row was resolved: keys that arrive in one read (a burst,
    /// a key held down) each act on what the keys before them left. A key the picker does not
    /// take then (an arrow while it does not edit) goes on to the key map. The help line names
    /// the keys of the state the row is drawn in (`isEditing`).
    private static func keys(
        _ node: Node, value: DatePickerValue, editing: Binding<DatePickerEditing?>, isEditing: Bool,
        begin: @escaping () -> Void
    ) -> Node {
        let moving = ControlRow.keys(node, [.leftArrow, .rightArrow], help: isEditing ? "field" : nil) {
            press in
            guard let current = editing.wrappedValue else { return .ignored }
            let next = value.field(press.key == .rightArrow ? 1 : -1, from: current.field) ?? current.field
            editing.wrappedValue = DatePickerEditing(field: next)
            return .handled
        }
        let changing = ControlRow.keys(moving, [.upArrow, .downArrow], help: isEditing ? "change" : nil) {
            press in
            guard let current = editing.wrappedValue else { return .ignored }
            value.step(current.field, by: press.key == .upArrow ? 1 : -1)
            editing.wrappedValue = DatePickerEditing(field: current.field)
            return .handled
        }
        let digits = (0...9).map { KeyEquivalent(Character(String($0))) }
        let typing = ControlRow.keys(changing, digits, help: nil) { press in
            guard let current = editing.wrappedValue, let digit = press.key.character.wholeNumberValue else {
                return .ignored
            }
            editing.wrappedValue = value.type(digit, into: current)
            return .handled
        }
        let ending = ControlRow.keys(typing, [.return, .escape, .tab], help: isEditing ? "done" : nil) {
            press in
            guard editing.wrappedValue != nil else { return .ignored }
            editing.wrappedValue = nil
            // Tab ends the editing and goes on to the next control, as it does from a text field.
            return press.key == .tab ? .ignored : .handled
        }
        return ControlRow.keys(ending, [.return, .space], help: isEditing ? nil : "edit") { _ in
            // While editing, Enter ended it above, and Space does nothing.
            begin()
            return .handled
        }
    }
}
