extension ScreenFocus {
    /// The screen's keyboard shortcuts that can act now, as the help line and the list of keys
    /// name them: each by its first key and its control's label (`^S Save`), the first of two
    /// with the same key alone. The default button is named while the focused view does nothing
    /// with Enter, the cancel button while Esc has nothing else to end (the rows have the keys).
    /// - Parameters:
    ///   - mode: The screen's mode, under the list of keys if it shows.
    ///   - canActivate: Whether Enter does something with the focused view.
    /// - Returns: The bindings, in the order the controls resolved.
    func shortcutBindings(mode: InputMode, canActivate: Bool) -> [AppKeyBinding] {
        let shortcuts = screen.preferences.shortcuts
        guard !shortcuts.isEmpty else { return [] }
        var named: Set<KeyPress> = []
        var bindings: [AppKeyBinding] = []
        for shortcut in shortcuts {
            guard let key = shortcut.keys.first, named.insert(key).inserted else { continue }
            if shortcut.isDefaultAction, canActivate { continue }
            if shortcut.isCancelAction {
                guard case .list = mode.content else { continue }
            }
            bindings.append(AppKeyBinding(keys: [key], help: Self.label(of: shortcut)))
        }
        return bindings
    }

    /// How the help line names a shortcut: its control's label as the user reads it, or
    /// `shortcut` for a label without text (an icon).
    private static func label(of shortcut: ShortcutEntry) -> String {
        var texts: [[String]] = []
        DeepLinkCandidates.collect(shortcut.label, into: &texts)
        let words = texts.map { $0.joined() }.joined(separator: " ").split(separator: " ")
        return words.isEmpty ? "shortcut" : words.joined(separator: " ")
    }
}
