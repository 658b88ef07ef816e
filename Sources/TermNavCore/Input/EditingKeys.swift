/// The keys of a text field while it has the focus, as data: printable keys type, and these edit.
/// They are readline's, which a Mac text field shares in part (Ctrl-A, Ctrl-E, Ctrl-K, Ctrl-Y).
struct EditingKeys {
    /// The bindings: the keys of each editing command, first the one the help names.
    static let bindings: [(keys: [KeyPress], command: LineEditor.Command)] = [
        ([KeyPress(.leftArrow), KeyPress("b", modifiers: .control)], .moveLeft),
        ([KeyPress(.rightArrow), KeyPress("f", modifiers: .control)], .moveRight),
        ([KeyPress(.leftArrow, modifiers: .option), KeyPress("b", modifiers: .option)], .moveWordLeft),
        ([KeyPress(.rightArrow, modifiers: .option), KeyPress("f", modifiers: .option)], .moveWordRight),
        ([KeyPress(.home), KeyPress("a", modifiers: .control)], .moveToStart),
        ([KeyPress(.end), KeyPress("e", modifiers: .control)], .moveToEnd),
        ([KeyPress(.delete)], .deleteBackward),
        ([KeyPress(.deleteForward), KeyPress("d", modifiers: .control)], .deleteForward),
        ([KeyPress("w", modifiers: .control)], .killWhitespaceWordBackward),
        ([KeyPress(.delete, modifiers: .option)], .killWordBackward),
        ([KeyPress("d", modifiers: .option)], .killWordForward),
        ([KeyPress("u", modifiers: .control)], .killToStart),
        ([KeyPress("k", modifiers: .control)], .killToEnd),
        ([KeyPress("y", modifiers: .control)], .yank),
        ([KeyPress("_", modifiers: .control)], .undo),
    ]

    /// The editing command of a key, if it has one.
    /// - Parameter key: The key pressed.
    /// - Returns: The command, or `nil`.
    static func command(for key: KeyPress) -> LineEditor.Command? {
        bindings.first { $0.keys.contains(key) }?.command
    }
}
