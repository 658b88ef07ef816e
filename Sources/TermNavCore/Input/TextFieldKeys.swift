/// The keys that finish or leave a text field's editing, as data; printable keys type and the
/// editing keys edit (``EditingKeys``). Ctrl-C, Ctrl-L and Ctrl-Z do what they always do, and
/// every other key is ignored.
struct TextFieldKeys {
    /// What a key does in a text field.
    enum Action: Equatable {
        /// Enter: the `.onSubmit` actions run and the editing ends, the focus on the field.
        case submit
        /// Esc: the editing ends, the text kept, the focus on the field (Esc again goes back).
        case leave
        /// Tab: the focus moves on to the next thing that takes it.
        case next
        /// Shift-Tab: the focus moves back to the thing before.
        case previous
        /// ↑: the focus moves to the row above.
        case up
        /// ↓: the focus moves to the row below.
        case down
    }

    /// The bindings: keys, the action, and how the help line names it.
    static let bindings: [(keys: [KeyPress], action: Action, help: String?)] = [
        ([KeyPress(.return)], .submit, "done"),
        ([KeyPress(.escape)], .leave, "leave"),
        ([KeyPress(.tab)], .next, "next"),
        ([KeyPress(.tab, modifiers: .shift)], .previous, nil),
        ([KeyPress(.upArrow)], .up, nil),
        ([KeyPress(.downArrow)], .down, nil),
    ]

    /// What a key does, if it is one of the field's keys.
    /// - Parameter key: The key pressed.
    /// - Returns: The action, or `nil`.
    static func action(for key: KeyPress) -> Action? {
        bindings.first { $0.keys.contains(key) }?.action
    }

    /// The help line's items: `"Enter done"`, `"Esc leave"`, `"Tab next"`.
    /// - Parameters:
    ///   - unicode: Whether the terminal can show non-ASCII glyphs.
    ///   - returnTypesBreak: Whether Return types a line break (a text editor): it submits
    ///     nothing, and the help leaves it out.
    /// - Returns: The items.
    static func helpItems(unicode: Bool, returnTypesBreak: Bool = false) -> [String] {
        bindings.compactMap { binding in
            guard let help = binding.help, !(returnTypesBreak && binding.action == .submit) else {
                return nil
            }
            let names = binding.keys.map { $0.name(unicode: unicode) }
            return names.joined(separator: unicode ? "" : "/") + " " + help
        }
    }
}
