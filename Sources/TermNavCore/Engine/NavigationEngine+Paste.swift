extension NavigationEngine {
    /// Handles text pasted on the top screen: while its search field, its filter line or a text
    /// field has the focus, the text goes in at the insertion point as one step for undo, its line
    /// breaks and tabs made spaces (the field is one line; a field of several lines keeps its
    /// line breaks) and other control characters left out.
    /// Anywhere else a paste does nothing: pasted text is never taken for keys.
    /// - Parameter text: The text pasted.
    package func handlePaste(_ text: String) {
        let entry = screens.top
        let line = Self.oneLine(text)
        guard !line.isEmpty else { return }
        switch entry.mode {
        case .search(isFieldFocused: true, _):
            guard let field = current?.preferences.search,
                let edited = edit(field.text.wrappedValue, on: entry, by: { $0.insert(line) })
            else { return }
            field.text.wrappedValue = edited
            showFirstResult(on: entry)
        case .filter(let filter, isFieldFocused: true):
            guard let edited = edit(filter.text, on: entry, by: { $0.insert(line) }) else { return }
            setFilterText(edited, on: entry)
        case .textField:
            pasteIntoTextField(text)
        case .list, .search(isFieldFocused: false, _), .filter(_, isFieldFocused: false), .dialog, .keyHelp:
            return
        }
    }

    /// Pasted text for a field of several lines: each line break (CR LF, CR, LF, and the Unicode
    /// line and paragraph separators) a line feed, each tab a space, other control characters
    /// left out.
    static func lines(_ text: String) -> String {
        var lines = ""
        lines.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isNewline {
                lines.append("\n")
            } else if character == "\t" {
                lines.append(" ")
            } else if !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            {
                lines.append(character)
            }
        }
        return lines
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
