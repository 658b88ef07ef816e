/// Makes a screen's frame from the screen as resolved, its state and input mode, and the
/// terminal's size: lays it out, settles its focus and scroll, and returns a ``FramePlan`` of
/// values (the frame, the state and caches it leaves, the dialog shown, the effects its window
/// asks for), which the engine applies. It changes no engine or screen state itself; what it
/// changes is its own work: the caches it is handed (taken by the plan), the laid-out rows'
/// memo inside `RowLayout`, and the change actions it takes from the views' preferences to hand
/// them out once.
@MainActor
struct FramePlanner {
    /// What a screen's session brings to its frame.
    struct Session {
        /// The screen's identity.
        var id: ScreenID
        /// The state change the screen was resolved at.
        var resolvedAtChange: Int
        /// Focus and scroll, as the last frame and keys since left them.
        var state: ScreenState
        /// The input mode.
        var mode: InputMode
        /// The caches, given up to the plan: it returns them as it kept or made them.
        var caches: ScreenCaches
        /// The alerts the rows of the last frame declared.
        var rowAlerts: [AlertEntry]
        /// The colours the screen's environment gives when its views set none.
        var theme: TerminalTheme
        /// The rows whose links and hooks were all seen to under the same state, if any.
        var checkedWindow: Range<Int>?
        /// The links ignored while active, by path.
        var ignoredLinks: Set<ViewPath>
    }

    /// The terminal's size.
    let size: Size
    /// Whether the terminal shows UTF-8.
    let unicode: Bool
    /// The key bindings, for the help line and the list of keys.
    let keyMap: KeyMap
    /// The screens on the stack, root first.
    let stack: [ScreenID]
    /// The screens from the topmost sheet's first (or the root) to the top: the navigation bar
    /// makes its back label or breadcrumb from their titles.
    let barStack: ArraySlice<ScreenEntry>
    /// Whether Esc can take the top screen away.
    let canGoBack: Bool
    /// The tab bar under the screen, when it is in a tab view.
    var tabBar: TabBarPlan? = nil

    /// Plans a screen's frame.
    /// - Parameters:
    ///   - screen: The screen, resolved (and filtered) for this frame.
    ///   - session: What its session brings.
    ///   - mayAct: Whether the frame may still follow, present or run anything (see
    ///     ``WindowPlan``).
    /// - Returns: The plan.
    func plan(_ screen: ResolvedScreen, session: consuming Session, mayAct: Bool) -> FramePlan {
        let lines = FieldLines(unicode: unicode)
        var state = session.state
        var chrome = chrome(
            for: screen, resolvedAtChange: session.resolvedAtChange, caches: &session.caches,
            mode: session.mode)
        var layout = chrome.layout
        // Focus and scroll, from the rows' heights at this width.
        let rowLayout = rowLayout(for: screen, caches: &session.caches, mode: session.mode, layout: layout)
        // Content centred down the rows' region starts lower in it.
        layout.moveRowsDown(by: rowLayout.contentTop)
        state.regionHeight = max(1, layout.rows.count)
        Scroller(rows: screen.rows, height: layout.rows.count, rowHeight: rowLayout.height(of:))
            .settle(&state)
        state.settleArea(in: screen)
        // An alert takes the focus from the screen beneath it, and the keys: the screen's mode
        // follows the alert shown.
        let alert = screen.shownAlert(rowAlerts: session.rowAlerts)
        let mode = session.mode.applying(.showDialog(alert?.path))
        let isFieldFocused = mode.isFieldFocused
        let window = rowLayout.window(top: state.top, height: layout.rows.count)
        state.drawnRows = window.indices
        let across = acrossWindow(
            window.rows, top: window.top, screen: screen, rowLayout: rowLayout, layout: layout, state: &state)
        var rows = across.rows
        if let filter = mode.filter {
            rows = rows.map { filter.highlighting($0) }
            if screen.rows.count == 0, filter.isComplete, !filter.text.isEmpty, layout.rows.count > 0 {
                rows.append(lines.filterEmptyRow())
            }
        }
        if rows.isEmpty, let overlay = chrome.emptyListOverlay { rows = [overlay] }
        var focusedRow: Int?
        if alert == nil, !isFieldFocused, let row = state.focusedRow, window.indices.contains(row.index) {
            focusedRow = row.index - window.top
        }
        let focusedCell = focusedRow.flatMap {
            Self.focusedCell(of: $0, in: rows, state: state, rowLayout: rowLayout, width: layout.contentWidth)
        }

        let focus = ScreenFocus(screen: screen, state: state)
        // The text field being edited is drawn with its editing, in the columns the layout gave
        // it: its text scrolled sideways, the terminal's cursor at its insertion point.
        let lastFieldRows = session.caches.fieldRows.take()
        var fieldRows = FieldRows()
        var header = chrome.header
        var footer = chrome.footer
        var editedField: (drawn: FieldLines.DrawnField, line: Int)?
        if alert == nil, let path = state.editing.editedTextField(under: mode)?.path,
            let behavior = focus.behavior,
            let textField = behavior.textField, textField.path == path
        {
            var parts = EditedFieldParts(rows: rows, header: header, footer: footer)
            editedField = drawEditedField(
                textField, behavior: behavior, screen: screen, mode: mode, window: window.indices,
                layout: layout, parts: &parts, state: &state, fieldRows: &fieldRows, last: lastFieldRows)
            (rows, header, footer) = (parts.rows, parts.header, parts.footer)
        }
        var availability = CommandAvailability(
            screen: screen, state: state, focused: focus.behavior,
            isRoot: !canGoBack && !mode.isSearching && mode.filter == nil
        )
        availability.hasTabBar = tabBar != nil
        availability.turnsPages = tabBar?.bar.isPaged == true && screen.acrossTarget(for: state) == nil
        var focusedItem: Int?
        switch state.focus {
        case .tabBar: availability.isInTabBar = true
        case .toolbar(let index, _): focusedItem = index
        case .content: break
        }
        let position = Self.position(in: screen, state: state)
        let appKeyBindings =
            focus.appKeyBindings(keyMap: keyMap)
            + focus.shortcutBindings(mode: mode, canActivate: availability.canActivate)
        var (bar, help) = chrome.barAndHelp(
            focusedItem: focusedItem, availability: availability, keyMap: keyMap,
            appKeyBindings: appKeyBindings)
        if let tabBar, let y = layout.tabBarLine {
            bar += tabBar.placed(unicode: unicode, width: layout.size.width, y: y).map(\.placed)
        }
        // The search field's line comes first above the rows, under the title.
        let field = searchOrFilterLine(of: screen, mode: mode, state: &state, width: layout.contentWidth)
        let searchLines = field.map { [Frame.FixedLine(line: $0.line, isFocused: false)] } ?? []
        let settled = state
        var frame = Frame(
            screen: session.id, stack: stack, layout: layout, unicode: unicode, bar: bar,
            header: searchLines
                + Self.fixedLines(header, limit: layout.header.count - searchLines.count) {
                    alert == nil && !isFieldFocused && settled.focus == .content(.header($0))
                },
            rows: rows,
            focusedRow: focusedRow,
            focusedCell: focusedCell
                ?? (focusedRow == nil
                    ? nil : across.focusedColumns.map { Frame.FocusedCell(columns: $0, height: .max) }),
            firstRow: window.top,
            footer: Self.fixedLines(footer, limit: layout.footer.count) {
                alert == nil && settled.focus == .content(.footer($0))
            },
            helpItems: help,
            appKeyBindings: appKeyBindings,
            position: position)
        frame.theme = screen.preferences.theme ?? session.theme
        frame.backdrop = screen.backdrop?.lines(size: layout.size)
        if let alert {
            if alert.style == .menu {
                addMenu(alert, place: alert.menuPlace(for: mode.dialog), to: &frame)
            } else {
                addAlert(alert, choice: alert.choice(for: mode.dialog), to: &frame)
            }
        } else if isFieldFocused {
            frame.helpItems =
                layout.helpLine == nil ? [] : fieldHelpItems(mode: mode, textField: focus.behavior?.textField)
            frame.appKeyBindings = []
            frame.position = ""
        }
        if mode.showsKeyHelp { addKeyHelp(availability: availability, to: &frame) }
        // The terminal's cursor shows at the focused field's insertion point, unless a box
        // covers the screen.
        if let column = field?.cursorColumn, frame.overlay.isEmpty, !layout.header.isEmpty {
            frame.cursor = CellPosition(x: ScreenLayout.margin + column, y: layout.header.lowerBound)
        }
        if alert == nil, !mode.showsKeyHelp, mode.isSearchFieldFocused,
            !screen.preferences.searchSuggestions.isEmpty
        {
            addSuggestions(
                screen.preferences.searchSuggestions, chosen: settled.editing.suggestion, to: &frame)
        }
        if let editedField, let column = editedField.drawn.cursorColumn, frame.overlay.isEmpty,
            editedField.line < layout.size.height
        {
            frame.cursor = CellPosition(x: ScreenLayout.margin + column, y: editedField.line)
        }

        // The same resolution showing the same rows as a frame whose links and hooks were all
        // seen to: nothing new to run or follow.
        let windowPlan =
            session.checkedWindow == state.drawnRows
            ? nil
            : WindowPlan(
                screen: screen, window: state.drawnRows, checked: session.checkedWindow,
                ignoredLinks: session.ignoredLinks, rowAlerts: session.rowAlerts, mayAct: mayAct)
        return FramePlan(
            frame: frame, state: state,
            caches: ScreenCaches(rowLayout: rowLayout, chrome: chrome, fieldRows: fieldRows),
            dialog: alert?.path, window: windowPlan)
    }

    /// The focused row's place among the rows that take the focus (`"3/12"`), or a grid cell's
    /// among its grid's items (its section's, in a grid of sections); empty where neither shows.
    static func position(in screen: ResolvedScreen, state: ScreenState) -> String {
        if screen.rows.isList, screen.rows.focusableCount > 0, state.row.index >= 0 {
            return "\(screen.rows.position(of: state.row.index))/\(screen.rows.focusableCount)"
        }
        guard let row = state.focusedRow, let grid = screen.rows.gridLine(at: row.index) else { return "" }
        let items = grid.lines.items(ofLine: grid.line)
        let item = min(items.lowerBound + max(0, row.column), items.upperBound - 1)
        return "\(item + 1)/\(grid.lines.itemCount)"
    }

    /// The screen's search field or filter line, drawn from the screen's editing while it has the
    /// keys (where its text's window starts is kept in the state); `nil` when it shows neither.
    func searchOrFilterLine(
        of screen: ResolvedScreen, mode: InputMode, state: inout ScreenState, width: Int
    ) -> FieldLines.DrawnField? {
        let lines = FieldLines(unicode: unicode)
        let field: FieldLines.DrawnField
        if let search = screen.preferences.search {
            field = lines.searchLine(
                search, editor: mode.isSearchFieldFocused ? state.editing.editor : nil,
                windowStart: state.editing.windowStart, width: width)
        } else if let filter = mode.filter {
            field = lines.filterLine(
                filter, editor: mode.isFilterFieldFocused ? state.editing.editor : nil,
                windowStart: state.editing.windowStart, rowCount: screen.rows.sourceCount, width: width)
        } else {
            return nil
        }
        if field.cursorColumn != nil { state.editing.windowStart = field.windowStart }
        return field
    }

    /// The help line's items while a line of the screen has the keys: the text field's, the
    /// search field's or the filter line's.
    func fieldHelpItems(mode: InputMode, textField: TextFieldEntry?) -> [String] {
        let lines = FieldLines(unicode: unicode)
        if mode.isEditingTextField { return lines.textFieldHelpItems(for: textField) }
        return mode.isSearchFieldFocused ? SearchKeys.helpItems(unicode: unicode) : lines.filterHelpItems()
    }

    /// The fixed parts' lines, each marked focused when its part has the focus, up to `limit`.
    private static func fixedLines(_ parts: [[Line]], limit: Int, isFocused: (Int) -> Bool) -> [Frame
        .FixedLine]
    {
        var lines: [Frame.FixedLine] = []
        for (index, part) in parts.enumerated() {
            let focused = isFocused(index)
            for line in part where lines.count < limit {
                lines.append(Frame.FixedLine(line: line, isFocused: focused))
            }
        }
        return lines
    }
}
