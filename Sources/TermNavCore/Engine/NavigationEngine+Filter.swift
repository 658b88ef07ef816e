extension NavigationEngine {
    /// Opens the top screen's filter line, or gives it the focus again, on a list whose screen
    /// has no search field of its own.
    /// - Returns: Whether the screen can be filtered.
    @discardableResult
    func focusFilter() -> Bool {
        let entry = screens.top
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
            visible.indices.contains(entry.state.row.index) ? visible[entry.state.row.index] : nil
        }
        entry.change(.closeFilter)
        entry.caches.chrome = nil
        entry.caches.rowLayout = nil
        entry.checkedWindow = nil
        entry.resolved?.rows.visible = nil
        // The focused row keeps the focus among every row.
        if let focusedRow { entry.state.row = entry.state.row.moved(to: focusedRow) }
        return true
    }

    /// Handles a key while the top screen's filter line has the focus: printable keys type, the
    /// editing keys edit (``EditingKeys``), Up and Down go back to the rows, Enter goes back to the rows and
    /// activates the focused one, Esc goes back to the rows keeping the filter (Esc there closes
    /// it); Ctrl-C, Ctrl-L and Ctrl-Z do what they always do, and every other key is ignored.
    /// - Parameters:
    ///   - key: The key pressed.
    ///   - filter: The screen's filter.
    /// - Returns: What to do next, or `nil` when the key is left to the key map.
    func handleFilterKey(_ key: KeyPress, filter: RowFilter) -> Outcome? {
        let entry = screens.top
        if isLeftToKeyMapInTextField(key) { return nil }
        switch SearchKeys.action(for: key) {
        case .leave:
            entry.change(.leaveField)
            if key == KeyPress(.return) { return perform(.activate) }
        case nil:
            if let text = edit(filter.text, with: key, on: entry) { setFilterText(text, on: entry) }
        }
        return .redraw
    }

    /// Changes the filter's text: the rows are read again and the focus goes to the first match.
    func setFilterText(_ text: String, on entry: ScreenEntry) {
        entry.mode.filter?.setText(text)
        showFirstResult(on: entry)
    }

    /// Brings a screen's rows up to date with its filter, reading a bounded number more rows; when
    /// rows are left to read, asks the loop for another frame. An open filter with no text yet
    /// reads on too, between keys, so that the rows are read while its text is typed.
    /// - Parameters:
    ///   - screen: The screen as resolved for this frame.
    ///   - entry: Its entry.
    func applyFilter(to screen: ResolvedScreen, of entry: ScreenEntry) {
        var changed = false
        var matches: [Int]?
        if let filter = entry.mode.filter {
            changed = filter.advance(over: screen.rows, readingFor: filterReadingTime)
            if !filter.isComplete { loop.schedule {} }
            if !filter.text.isEmpty { matches = filter.matches }
        }
        // Every row shows without a filter, or while its text is empty; else the matches, shown
        // again only when they changed.
        let isUpToDate = matches == nil ? screen.rows.visible == nil : !changed && screen.rows.visible != nil
        guard !isUpToDate else { return }
        screen.rows.visible = matches
        entry.caches.rowLayout = nil
        entry.checkedWindow = nil
    }
}
