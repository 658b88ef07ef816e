extension Toggle: PrimitiveView {
    /// Resolves the toggle as a button that flips it, drawn in the toggle style of the
    /// environment, which Space and Enter flip (the help line says so: `Space/Enter flip`).
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let label = context.resolveChild(label, index: 0)
        let isOn = self.isOn
        let on = isOn.wrappedValue
        let flip = { isOn.wrappedValue.toggle() }
        let drawn: Node
        switch context.environment.isInMenu ? .menuItem : context.environment[ToggleLookKey.self] {
        case .menuItem:
            // In a menu, as SwiftUI draws it there: a checkmark before the label while it is on.
            drawn = .stack(
                StackNode(
                    axis: .horizontal, alignment: .leading, spacing: 1,
                    children: [.image(on ? Glyphs.checkmark : Glyphs.uncheckedMark), label]))
        case .switch:
            // On, the switch takes its tint: the style's, else the environment's (`.tint(_:)`).
            let tint = (context.environment[ToggleTintKey.self] ?? context.environment[TintKey.self]).map(
                context.environment.adjusted)
            let control: Node = .image(on ? Glyphs.switchOn : Glyphs.switchOff)
            drawn = ControlRow.labeled(
                ControlRow.shown(label, in: context),
                control: on && tint != nil
                    ? .modified(control, .style(Style(foreground: tint ?? .default))) : control, in: context)
        case .checkbox:
            drawn = .stack(
                StackNode(
                    axis: .horizontal, alignment: .leading, spacing: 1,
                    children: [
                        .image(on ? Glyphs.checkboxOn : Glyphs.checkboxOff),
                        ControlRow.shown(label, in: context),
                    ]))
        case .button:
            let border = Glyphs.buttonBorder
            let mark: Node = on ? .image(Glyphs.checkmark) : .empty
            drawn = .modified(
                .stack(
                    StackNode(
                        axis: .horizontal, alignment: .leading, spacing: 1,
                        children: [.image(border.leading), mark, label, .image(border.trailing)])),
                .style(on ? Style(attributes: .bold) : .plain))
        }
        context.registerShortcut(label: label, action: flip)
        // Read as SwiftUI's toggle is: its label, then "on" or "off".
        var spoken = AccessibilityAttributes()
        spoken.value = on ? "on" : "off"
        let button = Node.button(
            ButtonNode(action: flip, label: drawn.addingAccessibility(spoken), role: nil))
        guard context.environment.isEnabled else { return ControlRow.control(button, in: context) }
        return ControlRow.control(
            ControlRow.keys(button, [.space, .return], help: "flip") { _ in
                flip()
                return .handled
            }, in: context)
    }
}
