/// The nodes the value controls (`Toggle`, `Stepper`, `Picker`, `Slider`) are made of: a row
/// with the label at the left and the control at the right, keys of its own, and a click that
/// acts at once.
@MainActor
enum ControlRow {
    /// A row's content: the label at the left, the control at the right edge, or across the
    /// rest of the row for one that stretches (a slider); the control alone when the label
    /// shows nothing (`Toggle("", isOn:)` in a `LabeledContent`). In a form laid out in columns,
    /// the label marked for the form's label column and the control just after it
    /// (``FormColumns``).
    static func labeled(_ label: Node, control: Node, in context: ResolveContext) -> Node {
        if isBlank(label) { return control }
        if context.environment[InColumnsFormKey.self] {
            return FormColumns.row(label: label, content: control)
        }
        // A control that stretches (a slider) takes the rest of the row after its label.
        if control.stretchesAcross {
            return .stack(
                StackNode(axis: .horizontal, alignment: .leading, spacing: 1, children: [label, control]))
        }
        // A control spread across a row of its own (a stepper with its label) takes the label in.
        if let spliced = spliced(label, into: control) { return spliced }
        return .stack(
            StackNode(
                axis: .horizontal, alignment: .leading, spacing: 0,
                children: [label, .spacer(minLength: 1), control]))
    }

    /// A control's label as its row draws it: nothing inside `.labelsHidden()`.
    static func shown(_ label: Node, in context: ResolveContext) -> Node {
        context.environment[LabelsHiddenKey.self] ? .empty : label
    }

    /// Whether a node shows nothing: empty, or text without characters.
    static func isBlank(_ node: Node) -> Bool {
        switch node {
        case .empty: return true
        case .text(let runs): return runs.allSatisfy(\.string.isEmpty)
        case .group(let children): return children.allSatisfy(isBlank)
        case .modified(let inner, _): return isBlank(inner)
        default: return false
        }
    }

    /// A control's row, spread from edge to edge by a spacer (under modifiers, in a button),
    /// with a label put before its own; `nil` for a control that is not spread.
    private static func spliced(_ label: Node, into node: Node) -> Node? {
        switch node {
        case .stack(var stack):
            guard stack.axis == .horizontal,
                stack.children.contains(where: { if case .spacer = $0 { true } else { false } })
            else { return nil }
            stack.children = [label, text(" ")] + stack.children
            return .stack(stack)
        case .modified(let inner, let modifier):
            return spliced(label, into: inner).map { .modified($0, modifier) }
        case .button(var button):
            guard let spliced = spliced(label, into: button.label) else { return nil }
            button.label = spliced
            return .button(button)
        default:
            return nil
        }
    }

    /// Text drawn as it is, for a control's value.
    static func text(_ string: String, style: Style = .plain) -> Node {
        .text([TextRun(string: string, style: style)])
    }

    /// A node with keys of its own: `action` sees the keys while the control has the focus,
    /// before the key map, and the help line names them.
    static func keys(
        _ node: Node, _ keys: [KeyEquivalent], help: String?, action: @escaping (KeyPress) -> KeyPress.Result
    ) -> Node {
        .modified(
            node,
            .keyPress(
                KeyPressHandler(
                    match: .keys(keys), phases: [.down, .repeat], help: help, overridesKeyMap: true,
                    action: action)))
    }

    /// A control's node: it takes the focus, in a list or not, and, when `clickActs`, a click
    /// on it acts at once. In a disabled environment (`.disabled(true)` around a whole form,
    /// whose rows are opened up out of it) it is disabled itself: dim, its action gone.
    static func control(_ node: Node, clickActs: Bool = true, in context: ResolveContext) -> Node {
        let enabled = context.environment.isEnabled ? node : .modified(node, .disabled)
        let focusable = Node.modified(enabled, .rowTrait(.focusable(true)))
        return clickActs ? .modified(focusable, .rowTrait(.control)) : focusable
    }
}
