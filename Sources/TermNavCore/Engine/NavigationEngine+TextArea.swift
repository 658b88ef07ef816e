extension NavigationEngine {
    /// Handles the keys a field of several lines takes apart from a field of one: ↑ and ↓ move
    /// between its drawn lines, keeping to a column (from its first or last line they are left
    /// to the field's keys, which move to the row above or below); Return types a line break in
    /// a text editor, and Alt-Return in a text field along the vertical axis.
    /// - Parameters:
    ///   - key: The key pressed.
    ///   - field: The field being edited.
    ///   - entry: The top screen.
    /// - Returns: Whether the key was taken.
    func handleTextAreaKey(_ key: KeyPress, in field: TextFieldEntry, on entry: ScreenEntry) -> Bool {
        guard let area = field.area, case .text(let binding) = field.source else { return false }
        let action = TextFieldKeys.action(for: key)
        if key == KeyPress(.return, modifiers: .option) || (action == .submit && area.returnTypesBreak) {
            entry.state.editing.goalColumn = nil
            if let text = edit(binding.wrappedValue, on: entry, by: { $0.insert("\n") }) {
                binding.wrappedValue = text
            }
            return true
        }
        guard action == .up || action == .down, let screen = current,
            let behavior = ScreenFocus(screen: screen, state: entry.state).behavior
        else {
            entry.state.editing.goalColumn = nil
            return false
        }
        var editor = entry.state.editing.editor
        editor.adopt(binding.wrappedValue)
        let lines = FieldLines(unicode: unicode)
        let wrapped = lines.wrapped(
            editor.characters, in: lines.textFieldPlace(behavior, field: field, width: contentWidth))
        let position = wrapped.position(of: editor.cursor)
        let target = position.line + (action == .up ? -1 : 1)
        guard wrapped.lines.indices.contains(target) else {
            entry.state.editing.goalColumn = nil
            return false
        }
        let column = entry.state.editing.goalColumn ?? position.column
        entry.state.editing.goalColumn = column
        editor.moveCursor(to: wrapped.index(line: target, column: column))
        entry.state.editing.editor = editor
        return true
    }
}
