/// The keys that take the focus out of a search field or a filter line, as data; printable keys
/// type and the editing keys edit (``EditingKeys``). Every other key but Ctrl-C, Ctrl-L and
/// Ctrl-Z is ignored.
struct SearchKeys {
    /// What a key does in a search field.
    enum Action: Equatable {
        /// Go back to the rows, keeping the text: Esc there then ends the search, as it unwinds
        /// one layer at a time.
        case leave
    }

    /// The bindings: keys, the action, and how the help line names it.
    static let bindings: [(keys: [KeyPress], action: Action, help: String?)] = [
        ([KeyPress(.upArrow), KeyPress(.downArrow)], .leave, "results"),
        ([KeyPress(.return)], .leave, "done"),
        ([KeyPress(.escape)], .leave, "leave"),
    ]

    /// What a key does, if it is one of the field's keys.
    /// - Parameter key: The key pressed.
    /// - Returns: The action, or `nil`.
    static func action(for key: KeyPress) -> Action? {
        bindings.first { $0.keys.contains(key) }?.action
    }

    /// The help line's items: `"↑↓ results"`, `"Enter done"`, `"Esc leave"`.
    /// - Parameter unicode: Whether the terminal can show non-ASCII glyphs.
    /// - Returns: The items.
    static func helpItems(unicode: Bool) -> [String] {
        bindings.compactMap { binding in
            guard let help = binding.help else { return nil }
            let names = binding.keys.map { $0.name(unicode: unicode) }
            return names.joined(separator: unicode ? "" : "/") + " " + help
        }
    }
}
