/// The keys of an alert or a confirmation dialog while it is shown, as data: they choose among
/// its buttons, and every other key but Ctrl-C, Ctrl-L and Ctrl-Z is ignored.
struct DialogKeys {
    /// What a key does in a dialog.
    enum Action: Equatable {
        /// The button before the chosen one.
        case previous
        /// The button after the chosen one.
        case next
        /// The button before the chosen one, from the first to the last (Shift-Tab): the focus
        /// goes round the dialog's buttons and never leaves the dialog.
        case previousAround
        /// The button after the chosen one, from the last to the first (Tab).
        case nextAround
        /// Run the chosen button.
        case choose
        /// Run the cancel button, or close.
        case cancel
    }

    /// The bindings: keys, the action, and how the help line names it.
    static let bindings: [(keys: [KeyPress], action: Action, help: String?)] = [
        (
            [
                KeyPress(.leftArrow), KeyPress(.upArrow), KeyPress("h"), KeyPress("k"),
            ],
            .previous, "choose"
        ),
        ([KeyPress(.rightArrow), KeyPress(.downArrow), KeyPress("l"), KeyPress("j")], .next, nil),
        ([KeyPress(.tab, modifiers: .shift)], .previousAround, nil),
        ([KeyPress(.tab)], .nextAround, nil),
        ([KeyPress(.return), KeyPress(.space)], .choose, "select"),
        ([KeyPress(.escape)], .cancel, "cancel"),
    ]

    /// What a key does, if anything.
    /// - Parameter key: The key pressed.
    /// - Returns: The action, or `nil`.
    static func action(for key: KeyPress) -> Action? {
        bindings.first { $0.keys.contains(key) }?.action
    }

    /// The help line's items: `"←→ choose"` (`"↑↓ choose"` when the buttons are one under another),
    /// `"Enter select"`, `"Esc cancel"`.
    /// - Parameters:
    ///   - unicode: Whether the terminal can show non-ASCII glyphs.
    ///   - vertical: Whether the buttons are one under another.
    ///   - choices: How many buttons there are: with one, there is nothing to choose.
    /// - Returns: The items.
    static func helpItems(unicode: Bool, vertical: Bool, choices: Int) -> [String] {
        bindings.compactMap { binding in
            guard let help = binding.help, let first = binding.keys.first else { return nil }
            if binding.action == .previous, choices < 2 { return nil }
            if binding.action == .previous {
                let pair =
                    vertical ? [KeyPress(.upArrow), KeyPress(.downArrow)] : [first, KeyPress(.rightArrow)]
                return pair.map { $0.name(unicode: unicode) }.joined(separator: unicode ? "" : "/") + " "
                    + help
            }
            return first.name(unicode: unicode) + " " + help
        }
    }
}
