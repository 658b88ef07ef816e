extension NavigationEngine {
    /// The keyboard shortcut of the top screen that a key runs now, if one does
    /// (`.keyboardShortcut(_:)` on its buttons and toggles):
    ///
    /// - With the rows' keys (no line being typed into, no dialog, no list of keys): a shortcut
    ///   of the key runs, before the app's `.onKeyPress` handlers and the key map, as a Mac's
    ///   key equivalents come before its views' keys. The default button (`.defaultAction`)
    ///   answers Enter only where the focused view does nothing with Enter, and the cancel
    ///   button (`.cancelAction`) Esc only where no search or filter is left to end.
    /// - In a field being typed into (a text field, the search field, the filter line), a key
    ///   that types or edits does that: only a Ctrl or Alt key the field does not edit with, or a
    ///   function key, runs a shortcut.
    /// - Over a dialog, a menu or the list of keys, none runs: they are modal.
    ///
    /// Ctrl-C never runs one: it always quits.
    /// - Parameter key: The key pressed.
    /// - Returns: The shortcut, or `nil`.
    func shortcut(for key: KeyPress) -> ShortcutEntry? {
        guard key != KeyMap.interruptKey, let screen = current else { return nil }
        let shortcuts = screen.preferences.shortcuts
        // Most screens have none: nothing to ask.
        guard !shortcuts.isEmpty else { return nil }
        let mode = screens.top.mode
        switch mode {
        case .keyHelp, .dialog:
            return nil
        case .textField, .search(isFieldFocused: true, _), .filter(_, isFieldFocused: true):
            guard Self.passesFields(key), !isLeftToKeyMapInTextField(key) else { return nil }
            return shortcuts.first { !$0.isDefaultAction && !$0.isCancelAction && $0.keys.contains(key) }
        case .list, .search(isFieldFocused: false, _), .filter(_, isFieldFocused: false):
            guard let found = shortcuts.first(where: { $0.keys.contains(key) }) else { return nil }
            if found.isDefaultAction { return focusTakesReturn(key) ? nil : found }
            if found.isCancelAction {
                guard case .list = mode, focus?.keyHandlers.contains(where: { $0.accepts(key) }) != true
                else {
                    return nil
                }
            }
            return found
        }
    }

    /// Whether a key pressed in a field being typed into passes it by: a Ctrl or Alt key that
    /// edits nothing (``EditingKeys``), or a function key.
    private static func passesFields(_ key: KeyPress) -> Bool {
        if key.key.functionNumber != nil { return true }
        guard key.isPrintable, !key.modifiers.isDisjoint(with: [.control, .option]) else { return false }
        return EditingKeys.command(for: key) == nil
    }

    /// Whether the focused view does something with Enter (a key the key map binds to open):
    /// runs, opens, chooses, edits, or has a handler of its own for it. Otherwise the screen's
    /// default button takes it.
    /// - Parameter key: Enter, as pressed.
    /// - Returns: Whether the focus takes it.
    func focusTakesReturn(_ key: KeyPress) -> Bool {
        guard let screen = current else { return false }
        let state = screens.top.state
        if case .tabBar = state.focus { return true }
        let focused = focusedBehavior()
        let availability = CommandAvailability(screen: screen, state: state, focused: focused, isRoot: true)
        if availability.canActivate { return true }
        return focus?.keyHandlers.contains { $0.accepts(key) } == true
    }

    /// Runs a shortcut's control.
    /// - Parameter shortcut: The shortcut.
    /// - Returns: What to do next.
    func run(_ shortcut: ShortcutEntry) -> Outcome {
        shortcut.action()
        return isFinished ? .quit : .redraw
    }
}
