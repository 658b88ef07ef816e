/// The keys of a tab view's tab bar that are not commands of the key map: Alt-1 to Alt-9 show
/// the first to the ninth tab, and Space chooses the tab the tab bar's focus is on (as Enter
/// does). Ctrl-PgDn and Ctrl-PgUp are the key map's ``KeyMap/Command/nextTab`` and
/// ``KeyMap/Command/previousTab``.
enum TabKeys {
    /// The key that chooses the focused tab besides Enter.
    static let choose = KeyPress(.space)

    /// The tab an Alt-digit key shows.
    /// - Parameter key: The key pressed.
    /// - Returns: The tab's place from 0 (Alt-1 is 0), or `nil` for any other key.
    static func tab(for key: KeyPress) -> Int? {
        guard key.modifiers == .option, let digit = key.key.character.wholeNumberValue,
            (1...9).contains(digit)
        else { return nil }
        return digit - 1
    }

    /// The Alt-digit keys as the list of keys (`?`) names them: `M-1…M-9`.
    /// - Parameter unicode: Whether the terminal shows UTF-8.
    /// - Returns: The keys' name.
    static func digitKeysName(unicode: Bool) -> String {
        let first = KeyPress("1", modifiers: .option).name(unicode: unicode)
        let last = KeyPress("9", modifiers: .option).name(unicode: unicode)
        return first + (unicode ? "…" : "..") + last
    }

    /// What the Alt-digit keys do, for the list of keys.
    static let digitKeysSummary = "show the first to the ninth tab"
}
