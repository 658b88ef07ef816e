/// The linear mode's input, a line at a time: key names (`down`, `enter`, `esc`, `tab`, a
/// single character), several on a line separated by spaces; a number, which chooses and
/// activates that item of the list, alert or menu; any other line, text for the focused field.
package enum LineInput {
    /// The keys each name stands for.
    private static let names: [String: KeyPress] = [
        "up": KeyPress(.upArrow), "down": KeyPress(.downArrow), "left": KeyPress(.leftArrow),
        "right": KeyPress(.rightArrow), "enter": KeyPress(.return), "return": KeyPress(.return),
        "esc": KeyPress(.escape), "escape": KeyPress(.escape), "back": KeyPress(.escape),
        "tab": KeyPress(.tab), "backtab": KeyPress(.tab, modifiers: .shift),
        "shift-tab": KeyPress(.tab, modifiers: .shift), "space": KeyPress(.space), "home": KeyPress(.home),
        "end": KeyPress(.end), "pgup": KeyPress(.pageUp), "pageup": KeyPress(.pageUp),
        "pgdn": KeyPress(.pageDown), "pagedown": KeyPress(.pageDown), "backspace": KeyPress(.delete),
        "delete": KeyPress(.deleteForward),
    ]

    /// The events a line of input stands for.
    /// - Parameter line: The line, without its line break.
    /// - Returns: The events, in order; none for an empty line.
    package static func events(for line: String) -> [InputEvent] {
        let trimmed = line.split(separator: " ", omittingEmptySubsequences: true)
        guard !trimmed.isEmpty else { return [] }
        if trimmed.count == 1, let number = Int(trimmed[0]), number > 0, trimmed[0].allSatisfy(\.isASCII) {
            return [.choose(number)]
        }
        var keys: [InputEvent] = []
        for word in trimmed {
            if let key = names[word.lowercased()] {
                keys.append(.key(key))
            } else if word.count == 1, let character = word.first {
                keys.append(.key(KeyPress(KeyEquivalent(character))))
            } else {
                return [.paste(line)]
            }
        }
        return keys
    }
}
