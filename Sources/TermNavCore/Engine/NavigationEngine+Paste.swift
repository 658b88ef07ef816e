extension NavigationEngine {
    /// Handles text pasted on the top screen: while its search field, its filter line or a text
    /// field has the focus, the text goes in at the insertion point as one step for undo, its line breaks and
    /// tabs made spaces (the field is one line) and other control characters left out.
    /// Anywhere else a paste does nothing: pasted text is never taken for keys.
    /// - Parameter text: The text pasted.
    package func handlePaste(_ text: String) {
        let entry = screens.top
        let line = Self.oneLine(text)
        guard !line.isEmpty else { return }
        switch entry.mode {
        case .search(isFieldFocused: true):
            guard let field = current?.preferences.search,
                let edited = insert(line, into: field.text.wrappedValue, on: entry)
            else { return }
            field.text.wrappedValue = edited
            entry.state.focus = 0
            entry.state.focusID = nil
            entry.state.top = 0
        case .filter(let filter, isFieldFocused: true):
            guard let edited = insert(line, into: filter.text, on: entry) else { return }
            entry.mode.filter?.setText(edited)
            entry.state.focus = 0
            entry.state.focusID = nil
            entry.state.top = 0
        case .textField:
            pasteIntoTextField(line)
        case .list, .search(isFieldFocused: false), .filter(_, isFieldFocused: false), .dialog, .keyHelp:
            return
        }
    }

    /// Inserts text at the focused field's insertion point.
    /// - Returns: The field's new text, or `nil` when it did not change.
    private func insert(_ text: String, into current: String, on entry: ScreenEntry) -> String? {
        var editor = entry.state.fieldEditor
        editor.adopt(current)
        editor.insert(text)
        entry.state.fieldEditor = editor
        return editor.text == current ? nil : editor.text
    }

    /// Pasted text as one line: each line break (CR LF, CR, LF, and the Unicode line and
    /// paragraph separators) and tab a space, other control characters left out.
    static func oneLine(_ text: String) -> String {
        var line = ""
        line.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isNewline || character == "\t" {
                line.append(" ")
            } else if !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            {
                line.append(character)
            }
        }
        return line
    }
}
