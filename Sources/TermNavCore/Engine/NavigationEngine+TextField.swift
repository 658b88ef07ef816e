extension NavigationEngine {
    /// The text field of the focused view of the top screen, if it has one that can be edited.
    func focusedTextField(on entry: ScreenEntry, screen: ResolvedScreen) -> TextFieldEntry? {
        guard let field = ScreenFocus(screen: screen, state: entry.state).behavior?.textField,
            field.isEnabled
        else { return nil }
        return field
    }

    /// Brings a screen's editing up to date with its focus, before a frame is planned: the focus
    /// arriving on a text field (by a key, a click or a focus state) starts its editing; the
    /// focus leaving the field being edited commits it and ends the editing.
    /// - Parameters:
    ///   - entry: The top screen.
    ///   - screen: It, resolved for this frame.
    /// - Returns: Whether the editing started or ended.
    @discardableResult
    func syncTextField(on entry: ScreenEntry, screen: ResolvedScreen) -> Bool {
        let field = focusedTextField(on: entry, screen: screen)
        let arrived = field.map { $0.path != entry.state.editing.focusedField } ?? false
        entry.state.editing.focusedField = field?.path
        let edited = entry.state.editing.editedTextField(under: entry.mode)?.path
        if let edited {
            if let field, field.path == edited {
                entry.state.editing.textField = field
                return false
            }
            endTextField(on: entry)
        }
        if let field, arrived { beginTextField(field, on: entry) }
        return entry.state.editing.editedTextField(under: entry.mode)?.path != edited
    }

    /// Starts editing a text field: its editor is the one the screen kept for it, taking up the
    /// field's text (a formatted value's text afresh).
    func beginTextField(_ field: TextFieldEntry, on entry: ScreenEntry) {
        guard case .list = entry.mode.content else { return }
        var editor = entry.state.editing.kept[field.path] ?? LineEditor(text: field.source.shownText)
        switch field.source {
        case .text(let binding): editor.adopt(binding.wrappedValue)
        case .formatted(let formatted, _): editor = LineEditor(text: formatted())
        }
        entry.state.editing.begin(editor, textField: field)
        entry.change(.editTextField)
    }

    /// Ends the editing of the screen's text field: a formatted value takes the text parsed (a
    /// text that does not parse is left, and the value's own shows again), and the field's
    /// editor is kept for when the focus comes back.
    func endTextField(on entry: ScreenEntry) {
        guard entry.mode.isEditingTextField else { return }
        if let field = entry.state.editing.textField, case .formatted(_, let commit) = field.source {
            _ = commit(entry.state.editing.editor.text)
        }
        entry.state.editing.endTextField()
        entry.change(.endTextField)
    }

    /// Handles a key while a text field of the top screen is being edited: printable keys type,
    /// the editing keys edit (``EditingKeys``), and ``TextFieldKeys`` submit or leave; Ctrl-C,
    /// Ctrl-L and Ctrl-Z do what they always do, and every other key is ignored.
    /// - Parameter key: The key pressed.
    /// - Returns: What to do next, or `nil` when the key is left to the key map.
    func handleTextFieldKey(_ key: KeyPress) -> Outcome? {
        let entry = screens.top
        if isLeftToKeyMapInTextField(key) { return nil }
        guard let field = entry.state.editing.textField else {
            entry.change(.endTextField)
            return nil
        }
        if handleTextAreaKey(key, in: field, on: entry) { return .redraw }
        switch TextFieldKeys.action(for: key) {
        case .submit:
            endTextField(on: entry)
            for action in field.submitActions.reversed() { action() }
        case .leave:
            endTextField(on: entry)
        case .next, .previous:
            // On to the next control, as Tab goes from any control.
            endTextField(on: entry)
            cycleFocus(forward: TextFieldKeys.action(for: key) == .next)
        case .up:
            endTextField(on: entry)
            move(.up)
        case .down:
            endTextField(on: entry)
            move(.down)
        case nil:
            editText(of: field, with: key, on: entry)
        }
        return .redraw
    }

    /// Edits a field's text with a key: a `String` binding is written with the new text, a
    /// formatted value's text waits in the editor until it is committed.
    private func editText(of field: TextFieldEntry, with key: KeyPress, on entry: ScreenEntry) {
        switch field.source {
        case .text(let binding):
            if let text = edit(binding.wrappedValue, with: key, on: entry) { binding.wrappedValue = text }
        case .formatted:
            _ = edit(entry.state.editing.editor.text, with: key, on: entry)
        }
    }

    /// Pastes text into the field being edited, as one step for undo: made one line, or in a
    /// field of several lines with its line breaks kept.
    /// - Parameter text: The text pasted.
    func pasteIntoTextField(_ text: String) {
        let entry = screens.top
        guard let field = entry.state.editing.textField else { return }
        let line = field.area == nil ? Self.oneLine(text) : Self.lines(text)
        guard !line.isEmpty else { return }
        entry.state.editing.goalColumn = nil
        switch field.source {
        case .text(let binding):
            if let text = edit(binding.wrappedValue, on: entry, by: { $0.insert(line) }) {
                binding.wrappedValue = text
            }
        case .formatted:
            _ = edit(entry.state.editing.editor.text, on: entry) { $0.insert(line) }
        }
    }
}

extension NavigationEngine {
    /// A click on a text field's row (already focused): its editing starts, if it had not, and
    /// the insertion point goes to the character under the click.
    /// - Parameters:
    ///   - field: The field.
    ///   - behavior: What the row does, which says what stands before the field.
    ///   - column: The screen column clicked.
    ///   - line: The line of the row clicked, in a field of several lines.
    ///   - laidOutColumn: The column (from the content's leading edge) where the last frame's
    ///     layout placed the field of one line, for a click that starts its editing.
    func placeTextCursor(
        in field: TextFieldEntry, of behavior: RowBehavior, atColumn column: Int, line: Int = 0,
        laidOutColumn: Int? = nil
    ) {
        let entry = screens.top
        if entry.state.editing.editedTextField(under: entry.mode)?.path != field.path {
            endTextField(on: entry)
            entry.state.editing.focusedField = field.path
            beginTextField(field, on: entry)
        }
        guard entry.state.editing.editedTextField(under: entry.mode)?.path == field.path else { return }
        let lines = FieldLines(unicode: unicode)
        let place = lines.textFieldPlace(behavior, field: field, width: contentWidth)
        var editor = entry.state.editing.editor
        if field.area != nil, behavior.textFieldEndsRow {
            let x = column - ScreenLayout.margin - place.textColumn
            let wrapped = lines.wrapped(editor.characters, in: place)
            editor.moveCursor(
                to: wrapped.index(line: entry.state.editing.windowStart + line, column: max(0, x)))
            entry.state.editing.editor = editor
            entry.state.editing.goalColumn = nil
            return
        }
        let windowStart = entry.state.editing.windowStart
        let textColumn =
            (entry.state.editing.column ?? laidOutColumn).map {
                $0 + FieldBox(unicode: unicode).textColumn(of: field)
            }
            ?? place.textColumn
        var x = ScreenLayout.margin + textColumn + (windowStart > 0 ? 1 : 0)
        var index = windowStart
        let widths = lines.drawnWidths(of: editor.characters, isSecure: field.isSecure)
        while index < widths.count, x + widths[index] <= column {
            x += widths[index]
            index += 1
        }
        editor.moveCursor(to: index)
        entry.state.editing.editor = editor
    }
}
