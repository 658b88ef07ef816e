extension NavigationEngine {
    /// Puts the focus in the top screen's search field, if it has one.
    func focusSearch() {
        guard current?.preferences.search != nil else { return }
        stack[stack.count - 1].change(.focusSearch)
    }

    /// Ends the search on a screen: its text emptied, the focus back on the rows.
    /// - Returns: Whether a search was going on.
    @discardableResult
    func endSearch(on entry: ScreenEntry) -> Bool {
        guard entry.mode.isSearching else { return false }
        if let field = entry.preferences?.search, !field.text.wrappedValue.isEmpty {
            field.text.wrappedValue = ""
        }
        entry.change(.endSearch)
        return true
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

    /// Handles a key while the top screen's search field has the focus: printable keys type,
    /// Backspace deletes, Up, Down and Enter go back to the rows, Esc ends the search; Ctrl-C,
    /// Ctrl-L and Ctrl-Z do what they always do, and every other key is ignored.
    /// - Parameter key: The key pressed.
    /// - Returns: What to do next, or `nil` when the screen has no search field (or the key is
    ///   left to the key map).
    func handleSearchKey(_ key: KeyPress) -> Outcome? {
        let entry = stack[stack.count - 1]
        guard let field = current?.preferences.search else { return nil }
        if isLeftToKeyMapInTextField(key) { return nil }
        switch SearchKeys.action(for: key) {
        case .deleteBackward:
            if !field.text.wrappedValue.isEmpty {
                field.text.wrappedValue.removeLast()
                showFirstResult(on: entry)
            }
        case .leave:
            entry.change(.leaveField)
        case .cancel:
            endSearch(on: entry)
        case nil:
            let typed = key.characters
            if !typed.isEmpty {
                field.text.wrappedValue += typed
                showFirstResult(on: entry)
            }
        }
        return .redraw
    }

    /// Moves the focus to the first row, for the rows the new text leaves.
    private func showFirstResult(on entry: ScreenEntry) {
        entry.state.focus = 0
        entry.state.focusID = nil
        entry.state.top = 0
    }

    /// The search field's line: the search glyph, then the text (its end shown when it is too
    /// long, with the cursor after it while the field has the focus) or the prompt, dim.
    func searchLine(_ field: SearchField, focused: Bool, width: Int) -> Line {
        let layout = LineLayout(unicode: unicode)
        let glyph = Glyphs.search.text(unicode: unicode) + " "
        var line = Line(spans: [Span(text: glyph, style: .plain, width: DisplayWidth.of(glyph))])
        let text = field.text.wrappedValue
        let room = max(0, width - line.width - (focused ? 1 : 0))
        if text.isEmpty {
            if focused { line.append(Span(text: " ", style: Style(attributes: .reverse), width: 1)) }
            let prompt = layout.textLine(
                [TextRun(string: field.prompt, style: Style(attributes: .dim))], style: .plain)
            line.append(prompt.truncated(to: room, ellipsis: Glyphs.ellipsis.text(unicode: unicode)))
            return line
        }
        var shown = layout.textLine([TextRun(string: text, style: .plain)], style: .plain)
        if shown.width > room {
            // The end of the text, where the typing is, after an ellipsis.
            let ellipsis = Glyphs.ellipsis.text(unicode: unicode)
            var tail = ""
            for character in text.reversed() {
                let candidate = String(character) + tail
                let visible = VisibleText.make(candidate, unicode: unicode)
                if DisplayWidth.of(visible) + DisplayWidth.of(ellipsis) > room { break }
                tail = candidate
            }
            shown = layout.textLine([TextRun(string: tail, style: .plain)], style: .plain)
            line.append(Span(text: ellipsis, style: .plain, width: DisplayWidth.of(ellipsis)))
        }
        line.append(shown)
        if focused { line.append(Span(text: " ", style: Style(attributes: .reverse), width: 1)) }
        return line
    }
}
