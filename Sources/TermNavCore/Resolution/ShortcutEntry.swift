/// A keyboard shortcut a control on a screen answers to: its keys, what it runs, and its
/// label for the help line.
struct ShortcutEntry {
    /// What the shortcut is, as the app gave it.
    let shortcut: KeyboardShortcut
    /// The key presses that run it in a terminal, the one the help line names first
    /// (``KeyboardShortcut/terminalKeys``).
    let keys: [KeyPress]
    /// The control's label, which the help line and the list of keys name it by.
    let label: Node
    /// What the control does.
    let action: () -> Void

    /// Makes the entry of a shortcut for a control.
    /// - Parameters:
    ///   - shortcut: The shortcut.
    ///   - label: The control's label.
    ///   - action: What the control does.
    init(_ shortcut: KeyboardShortcut, label: Node, action: @escaping () -> Void) {
        self.shortcut = shortcut
        keys = shortcut.terminalKeys
        self.label = label
        self.action = action
    }

    /// Whether Enter runs it: the screen's default button.
    var isDefaultAction: Bool { shortcut == .defaultAction }
    /// Whether Esc runs it: the screen's cancel button.
    var isCancelAction: Bool { shortcut == .cancelAction }
}

extension ResolveContext {
    /// Notes the keyboard shortcut of the environment (`.keyboardShortcut(_:)`) for a control,
    /// in the screen's preferences (or its row's); a disabled control answers to none.
    /// - Parameters:
    ///   - label: The control's label.
    ///   - action: What the control does.
    func registerShortcut(label: Node, action: @escaping () -> Void) {
        guard let shortcut = environment[KeyboardShortcutKey.self], environment.isEnabled else { return }
        preferences.shortcuts.append(ShortcutEntry(shortcut, label: label, action: action))
    }
}
