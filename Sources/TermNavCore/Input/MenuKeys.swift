/// The keys of a menu's box while it is open, as data: they choose among its items, open and
/// close its nested menus, and every other key but Ctrl-C, Ctrl-L and Ctrl-Z is ignored.
struct MenuKeys {
    /// What a key does in a menu.
    enum Action: Equatable {
        /// The choosable item above the chosen one.
        case previous
        /// The choosable item below the chosen one.
        case next
        /// The item above, from the first to the last (Shift-Tab).
        case previousAround
        /// The item below, from the last to the first (Tab).
        case nextAround
        /// The first choosable item.
        case first
        /// The last choosable item.
        case last
        /// Run the chosen button and close the menu, or open the chosen nested menu.
        case choose
        /// Open the chosen nested menu; nothing on a button.
        case open
        /// Close the level open: back to the menu above, or close the menu at its first level.
        case close
    }

    /// The bindings: keys, the action, and how the help line names it.
    static let bindings: [(keys: [KeyPress], action: Action, help: String?)] = [
        ([KeyPress(.upArrow), KeyPress("k")], .previous, "choose"),
        ([KeyPress(.downArrow), KeyPress("j")], .next, nil),
        ([KeyPress(.tab, modifiers: .shift)], .previousAround, nil),
        ([KeyPress(.tab)], .nextAround, nil),
        ([KeyPress(.home), KeyPress("g")], .first, nil),
        ([KeyPress(.end), KeyPress("G")], .last, nil),
        ([KeyPress(.return), KeyPress(.space)], .choose, "select"),
        ([KeyPress(.rightArrow), KeyPress("l")], .open, "open"),
        ([KeyPress(.escape), KeyPress(.leftArrow), KeyPress("h")], .close, "close"),
    ]

    /// What a key does, if anything.
    /// - Parameter key: The key pressed.
    /// - Returns: The action, or `nil`.
    static func action(for key: KeyPress) -> Action? {
        bindings.first { $0.keys.contains(key) }?.action
    }

    /// The help line's items: `"↑↓ choose"`, `"Enter select"`, `"→ open"` while the chosen item
    /// is a nested menu, and `"Esc close"` (`"Esc back"` in a nested menu).
    /// - Parameters:
    ///   - unicode: Whether the terminal can show non-ASCII glyphs.
    ///   - opensLevel: Whether the chosen item is a nested menu.
    ///   - isNested: Whether a nested menu is open.
    /// - Returns: The items.
    static func helpItems(unicode: Bool, opensLevel: Bool, isNested: Bool) -> [String] {
        bindings.compactMap { binding in
            guard let help = binding.help, let first = binding.keys.first else { return nil }
            switch binding.action {
            case .previous:
                return [KeyPress(.upArrow), KeyPress(.downArrow)].map { $0.name(unicode: unicode) }.joined(
                    separator: unicode ? "" : "/") + " " + help
            case .open:
                return opensLevel ? first.name(unicode: unicode) + " " + help : nil
            case .close:
                return first.name(unicode: unicode) + " " + (isNested ? "back" : help)
            case .next, .previousAround, .nextAround, .first, .last, .choose:
                return first.name(unicode: unicode) + " " + help
            }
        }
    }
}
