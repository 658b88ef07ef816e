extension NavigationEngine {
    /// Opens the top screen's filter line, or gives it the focus again, on a list whose screen
    /// has no search field of its own.
    /// - Returns: Whether the screen can be filtered.
    @discardableResult
    func focusFilter() -> Bool {
        let entry = stack[stack.count - 1]
        guard let screen = entry.resolved, screen.preferences.search == nil, screen.rows.isList else {
            return false
        }
        entry.change(.openFilter)
        entry.caches.chrome = nil
        return true
    }

    /// Closes a screen's filter line: every row is shown again.
    /// - Returns: Whether the screen was filtered.
    @discardableResult
    func endFilter(on entry: ScreenEntry) -> Bool {
        guard entry.mode.filter != nil else { return false }
        let focusedRow = entry.resolved?.rows.visible.flatMap { visible in
            visible.indices.contains(entry.state.focus) ? visible[entry.state.focus] : nil
        }
        entry.change(.closeFilter)
        entry.caches.chrome = nil
        entry.caches.rowLayout = nil
        entry.checkedWindow = nil
        entry.resolved?.rows.visible = nil
        // The focused row keeps the focus among every row.
        if let focusedRow {
            entry.state.focus = focusedRow
            entry.state.focusID = nil
        }
        return true
    }

    /// Handles a key while the top screen's filter line has the focus: printable keys type,
    /// Backspace deletes, Up and Down go back to the rows, Enter goes back to the rows and
    /// activates the focused one, Esc closes the filter; Ctrl-C, Ctrl-L and Ctrl-Z do what they
    /// always do, and every other key is ignored.
    /// - Parameters:
    ///   - key: The key pressed.
    ///   - filter: The screen's filter.
    /// - Returns: What to do next, or `nil` when the key is left to the key map.
    func handleFilterKey(_ key: KeyPress, filter: RowFilter) -> Outcome? {
        let entry = stack[stack.count - 1]
        if isLeftToKeyMapInTextField(key) { return nil }
        switch SearchKeys.action(for: key) {
        case .deleteBackward:
            if !filter.text.isEmpty { setFilterText(String(filter.text.dropLast()), on: entry) }
        case .leave:
            entry.change(.leaveField)
            if key == KeyPress(.return) { return perform(.activate) }
        case .cancel:
            endFilter(on: entry)
        case nil:
            let typed = key.characters
            if !typed.isEmpty { setFilterText(filter.text + typed, on: entry) }
        }
        return .redraw
    }

    /// Changes the filter's text: the rows are read again and the focus goes to the first match.
    private func setFilterText(_ text: String, on entry: ScreenEntry) {
        entry.mode.filter?.setText(text)
        entry.state.focus = 0
        entry.state.focusID = nil
        entry.state.top = 0
    }

    /// Brings a screen's rows up to date with its filter, reading a bounded number more rows; when
    /// rows are left to read, asks the loop for another frame.
    /// - Parameters:
    ///   - screen: The screen as resolved for this frame.
    ///   - entry: Its entry.
    func applyFilter(to screen: ResolvedScreen, of entry: ScreenEntry) {
        guard let filter = entry.mode.filter, !filter.text.isEmpty else {
            if screen.rows.visible != nil {
                screen.rows.visible = nil
                entry.caches.rowLayout = nil
                entry.checkedWindow = nil
            }
            return
        }
        if filter.advance(over: screen.rows) || screen.rows.visible == nil {
            screen.rows.visible = filter.matches
            entry.caches.rowLayout = nil
            entry.checkedWindow = nil
        }
        if !filter.isComplete { loop.schedule {} }
    }

    /// The filter line: the filter's text as a search field shows it, then how many rows match
    /// (and, while rows are still being read, how many have been).
    func filterLine(_ filter: RowFilter, focused: Bool, rowCount: Int, width: Int) -> Line {
        let field = SearchField(text: .constant(filter.text), prompt: "Filter")
        let count: String
        if filter.text.isEmpty {
            count = ""
        } else if filter.isComplete {
            count = "  \(filter.matches.count) of \(rowCount)"
        } else {
            count = "  \(filter.matches.count) of \(filter.scanned)/\(rowCount)"
        }
        let countWidth = DisplayWidth.of(count)
        var line = searchLine(field, focused: focused, width: max(0, width - countWidth))
        if countWidth > 0, line.width + countWidth <= width {
            line.append(Span(text: count, style: Style(attributes: .dim), width: countWidth))
        }
        return line
    }
}

extension NavigationEngine {
    /// The line a filter that matches no row shows in place of the rows.
    func filterEmptyRow() -> LaidOutRow {
        let text = "No matches"
        let line = Line(spans: [
            Span(text: text, style: Style(attributes: .dim), width: DisplayWidth.of(text))
        ])
        return LaidOutRow(lines: [line], accessory: Line(spans: []))
    }
}

extension NavigationEngine {
    /// The help line's items while the filter line has the focus: `"↑↓ rows"`, `"Enter open"`,
    /// `"Esc clear"`.
    func filterHelpItems() -> [String] {
        let arrows = [KeyPress(.upArrow), KeyPress(.downArrow)].map { $0.name(unicode: unicode) }
        return [
            arrows.joined(separator: unicode ? "" : "/") + " rows",
            KeyPress(.return).name(unicode: unicode) + " open",
            KeyPress(.escape).name(unicode: unicode) + " clear",
        ]
    }
}
