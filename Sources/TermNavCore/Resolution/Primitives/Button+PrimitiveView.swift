extension Button: PrimitiveView {
    /// Resolves the label drawn in the button style of the environment (see
    /// ``PrimitiveButtonStyle``), in its tint colour.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        // The default button is the one a dialog opens on.
        let isDefault = context.environment.keyboardShortcut == .defaultAction
        let label = ButtonLook.resolveLabel(label, in: &context)
        // The help line names a shortcut by the label, without the look's brackets.
        context.registerShortcut(label: label.plain, action: action)
        return .button(ButtonNode(action: action, label: label.drawn, role: role, isInitialChoice: isDefault))
    }
}

extension ButtonLook {
    /// Resolves a button's label as the environment's button look draws it: made into a button
    /// style's body (one of the app's own), or decorated (see ``decorated(_:tint:)``).
    /// - Parameters:
    ///   - label: The label's view.
    ///   - context: Where the label is resolved.
    /// - Returns: The label as resolved (a button style's body, where the app has one), and as
    ///   drawn.
    @MainActor static func resolveLabel<Label: View>(_ label: Label, in context: inout ResolveContext)
        -> (plain: Node, drawn: Node)
    {
        let look = context.environment[ButtonLookKey.self]
        if case .custom(let makeBody) = look {
            let body = makeBody(ButtonStyleConfiguration(label: .init(content: label), isPressed: false))
            let node = context.resolveChild(body, index: 0)
            return (node, node)
        }
        let node = context.resolveChild(label, index: 0)
        return (node, look.decorated(node, tint: context.tint))
    }

    /// A label drawn in this look.
    func decorated(_ label: Node, tint: Color?) -> Node {
        let tinted = tint.map { Node.modified(label, .style(Style.foreground($0))) } ?? label
        switch self {
        case .automatic:
            return tinted
        case .plain, .custom:
            return label
        case .bordered:
            // The brackets are glyphs, not text, so a deep link matches the label alone.
            let border = Glyphs.buttonBorder
            return .stack(
                StackNode(
                    axis: .horizontal, alignment: .leading, spacing: 1,
                    children: [.image(border.leading), tinted, .image(border.trailing)]))
        case .borderedProminent:
            let blank = Node.image(Glyph(unicode: " ", ascii: " "))
            let filled = Style(attributes: [.reverse, .bold], foreground: tint ?? .default)
            return .modified(
                .stack(
                    StackNode(
                        axis: .horizontal, alignment: .leading, spacing: 0, children: [blank, label, blank])),
                .style(filled))
        }
    }
}

extension Button {
    /// Reads the label's texts; a button style of the app's own is left to resolution.
    @MainActor func readText(into reader: inout RowTextReader) -> Bool {
        guard !reader.isTextOnly else { return false }
        if reader.looks.customButtons { return false }
        return reader.read(label)
    }
}
