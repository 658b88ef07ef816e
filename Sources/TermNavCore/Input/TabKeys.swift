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

    /// The help item naming the Alt-digit keys: `M-1…9 tab`.
    /// - Parameter unicode: Whether the terminal shows UTF-8.
    /// - Returns: The item.
    static func helpItem(unicode: Bool) -> String {
        "Alt-1" + (unicode ? "…" : "..") + "9 tab"
    }
}
