extension View {
    /// Gives the buttons and toggles inside a key that runs them from anywhere on their screen.
    ///
    /// ⌘ and a letter is Ctrl and the letter in a terminal (⌘S is `^S`), or Alt and the letter
    /// where Ctrl is kept (⌘C is `M-c`); see ``KeyboardShortcut`` for the whole rule. The key
    /// and the button's label are named on the help line, when there is room, and in the list of
    /// keys (`?`).
    /// - Parameters:
    ///   - key: The key.
    ///   - modifiers: The modifiers held with it; Command by default.
    /// - Returns: The view.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Gives the buttons and toggles inside a key that runs them from anywhere on their screen,
    /// following the keyboard's layout as said (a terminal reads the key as written).
    /// - Parameters:
    ///   - key: The key.
    ///   - modifiers: The modifiers held with it; Command by default.
    ///   - localization: How it follows the layout.
    /// - Returns: The view.
    public func keyboardShortcut(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command,
        localization: KeyboardShortcut.Localization
    ) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers, localization: localization))
    }

    /// Gives the buttons and toggles inside a shortcut: `.defaultAction` makes Enter run the
    /// button where the focused view does nothing with Enter, `.cancelAction` makes Esc run it
    /// where Esc would go back or close the sheet.
    /// - Parameter shortcut: The shortcut.
    /// - Returns: The view.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        builtIn(.environment { $0[KeyboardShortcutKey.self] = shortcut })
    }

    /// Gives the buttons and toggles inside a shortcut, or takes away one set around them.
    /// - Parameter shortcut: The shortcut, or `nil` for none.
    /// - Returns: The view.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        builtIn(.environment { $0[KeyboardShortcutKey.self] = shortcut })
    }
}
