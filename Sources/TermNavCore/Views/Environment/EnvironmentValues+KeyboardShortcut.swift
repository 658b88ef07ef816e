/// The key of ``EnvironmentValues/keyboardShortcut``.
struct KeyboardShortcutKey: EnvironmentKey {
    static let defaultValue: KeyboardShortcut? = nil
}

extension EnvironmentValues {
    /// The keyboard shortcut the buttons and toggles here answer to, set by
    /// `.keyboardShortcut(_:)`; `nil` for none.
    public var keyboardShortcut: KeyboardShortcut? {
        self[KeyboardShortcutKey.self]
    }
}
