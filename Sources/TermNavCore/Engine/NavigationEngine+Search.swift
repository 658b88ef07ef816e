extension NavigationEngine {
    /// Puts the focus in the top screen's search field, if it has one; a search that begins
    /// notes where the focus was, to go back there when it ends.
    func focusSearch() {
        guard current?.preferences.search != nil else { return }
        let entry = screens.top
        entry.change(.focusSearch(from: InputMode.SearchOrigin(entry.state)))
    }

    /// Ends the search on a screen: its text emptied, the focus back on the row it was on when
    /// the search began (found by its identity once the rows are all there again; the row at
    /// its place when it is gone), as SwiftUI does.
    /// - Returns: Whether a search was going on.
    @discardableResult
    func endSearch(on entry: ScreenEntry) -> Bool {
        guard let origin = entry.mode.searchOrigin else { return false }
        if let field = entry.preferences?.search, !field.text.wrappedValue.isEmpty {
            field.text.wrappedValue = ""
        }
        entry.change(.endSearch)
        entry.state.focus = origin.focus
        entry.state.row = origin.row
        entry.state.top = origin.top
        return true
    }

    /// Esc in the search field: the focus goes back to the row it was on when the search began
    /// if that row is among the results shown, and stays on the first result otherwise.
    private func leaveSearchField(on entry: ScreenEntry) {
        guard let origin = entry.mode.searchOrigin else { return }
        entry.state.focus = origin.focus
        guard let id = origin.row.id, let rows = current?.rows,
            let index = rows.find(id, near: origin.row.index, radius: Scroller.searchRadius)
        else { return }
        entry.state.row = RowFocus(index: index, column: entry.state.row.column, id: id)
        entry.state.top = index == origin.row.index ? origin.top : entry.state.top
    }

    /// Whether a key goes to the key map even while a search field or a filter line has the
    /// focus: Ctrl-C, Ctrl-L and Ctrl-Z do what they always do.
    /// - Parameter key: The key pressed.
    func isLeftToKeyMapInTextField(_ key: KeyPress) -> Bool {
        switch keyMap.command(for: key) {
        case .redraw, .suspend: return true
        case .quit: return key == KeyMap.interruptKey
        default: return false
        }
    }

    /// Handles a key while the top screen's search field has the focus: printable keys type, the
    /// editing keys edit (``EditingKeys``), Up, Down, Enter and Esc go back to the rows (the
    /// search stays, and Esc there ends it); Ctrl-C, Ctrl-L and Ctrl-Z do what they always do,
    /// and every other key is ignored.
    /// - Parameter key: The key pressed.
    /// - Returns: What to do next, or `nil` when the screen has no search field (or the key is
    ///   left to the key map).
    func handleSearchKey(_ key: KeyPress) -> Outcome? {
        let entry = screens.top
        guard let field = current?.preferences.search else { return nil }
        if isLeftToKeyMapInTextField(key) { return nil }
        if chooseSuggestion(with: key, on: entry) { return .redraw }
        switch SearchKeys.action(for: key) {
        case .leave:
            if key == KeyPress(.return), let chosen = entry.state.editing.suggestion {
                takeSuggestion(at: chosen)
            }
            entry.state.editing.suggestion = nil
            if key == KeyPress(.escape) { leaveSearchField(on: entry) }
            entry.change(.leaveField)
            if key == KeyPress(.return) {
                for action in current?.preferences.searchSubmitActions ?? [] { action() }
            }
        case nil:
            if let text = edit(field.text.wrappedValue, with: key, on: entry) {
                field.text.wrappedValue = text
                entry.state.editing.suggestion = nil
                showFirstResult(on: entry)
            }
        }
        return .redraw
    }

    /// Tab and Shift-Tab in the search field while it offers suggestions: the next or previous
    /// suggestion is chosen, round from the last to none; Esc with one chosen lets it go.
    /// - Returns: Whether the key chose.
    private func chooseSuggestion(with key: KeyPress, on entry: ScreenEntry) -> Bool {
        let count = current?.preferences.searchSuggestions.count ?? 0
        guard count > 0 else { return false }
        let chosen = entry.state.editing.suggestion
        switch key {
        case KeyPress(.tab):
            entry.state.editing.suggestion = chosen.map { $0 + 1 < count ? $0 + 1 : nil } ?? 0
        case KeyPress(.tab, modifiers: .shift):
            entry.state.editing.suggestion = chosen.map { $0 > 0 ? $0 - 1 : nil } ?? count - 1
        case KeyPress(.escape) where chosen != nil:
            entry.state.editing.suggestion = nil
        default:
            return false
        }
        return true
    }

    /// Takes the suggestion at a place: a completion puts its text in the search field, a button
    /// runs, a link opens.
    private func takeSuggestion(at index: Int) {
        guard let suggestions = current?.preferences.searchSuggestions, suggestions.indices.contains(index)
        else { return }
        switch RowBehavior(suggestions[index]).action {
        case .none:
            break
        case .run(let action):
            action()
        case .follow(let link):
            switch link.activation {
            case .bound(_, let activate, _): activate()
            case .onActivate: follow(link)
            }
        }
    }

    /// Edits the text of the screen's focused field (its search field or filter line) with a
    /// key: an editing command, or the characters a printable key types.
    /// - Parameters:
    ///   - text: The field's text as the app has it now.
    ///   - key: The key pressed.
    ///   - entry: The screen.
    /// - Returns: The new text, or `nil` when the text is the same (the insertion point may
    ///   have moved).
    func edit(_ text: String, with key: KeyPress, on entry: ScreenEntry) -> String? {
        edit(text, on: entry) { editor in
            if let command = EditingKeys.command(for: key) {
                editor.perform(command, killBuffer: &killBuffer)
            } else if key.modifiers.isDisjoint(with: [.option]) {
                editor.insert(key.characters)
            }
        }
    }

    /// Changes the text of the screen's focused field through its editor, which first takes in
    /// the text as the app has it now: every edit of a field, by key or by paste, goes here.
    /// - Parameters:
    ///   - text: The field's text as the app has it now.
    ///   - entry: The screen.
    ///   - change: The edit.
    /// - Returns: The new text, or `nil` when the text is the same.
    func edit(_ text: String, on entry: ScreenEntry, by change: (inout LineEditor) -> Void) -> String? {
        var editor = entry.state.editing.editor
        editor.adopt(text)
        change(&editor)
        entry.state.editing.editor = editor
        return editor.text == text ? nil : editor.text
    }

    /// Moves the focus to the first row, for the rows the new text leaves.
    func showFirstResult(on entry: ScreenEntry) {
        entry.state.row = entry.state.row.moved(to: 0)
        entry.state.top = 0
    }
}
