extension NavigationEngine {
    /// How many focus moves one notch of the mouse wheel makes.
    static let wheelStep = 3

    /// Handles a mouse event on the top screen, as laid out for the last frame.
    ///
    /// - A click on a row focuses it; a click on the focused row (the second click of a double
    ///   click) activates it, as Return does. In a lazy grid's line, the same for the cell
    ///   clicked; a click between cells does nothing.
    /// - A click on a value control's row (a toggle, a picker) focuses it and acts at once, as
    ///   Return does.
    /// - A click on a part of a control that acts on its own (a stepper's − or +, a segment of
    ///   a segmented picker, a date picker's field) focuses the row and runs the part's action.
    /// - A click on a row's accessory focuses the row and runs the accessory's action.
    /// - A click on a view that answers taps focuses it and runs its tap; a second click on it
    ///   its double tap (see ``tap(_:row:column:line:wasFocused:)``).
    /// - A click on a text field's row focuses it and puts the insertion point at the character
    ///   clicked (after the text, when past its end), editing it.
    /// - A click on the back label goes back, as Esc does; a click on a title of the breadcrumb
    ///   goes back to that screen.
    /// - A click on a tab of the tab bar shows it (a page's dot, the page).
    /// - A notch of the wheel moves the focus ``wheelStep`` rows up or down.
    /// - A right click on a row focuses it and opens its context menu, if it has one.
    /// - A click on a view above or below a list is handled as on a row (see
    ///   ``clickFixedPart(_:layout:)``).
    ///
    /// While an alert or confirmation dialog is shown, a click on one of its buttons runs it;
    /// while a menu is, a click on an item chooses it and one outside the box closes the menu.
    /// While the list of keys or the search field has the keyboard, the mouse does nothing; so
    /// does a click anywhere else.
    /// - Parameter mouse: The mouse event.
    /// - Returns: What to do next.
    @discardableResult
    package func handle(_ mouse: MouseEvent) -> Outcome {
        notice = nil
        let entry = screens.top
        guard let screen = current, var layout = entry.caches.chrome?.layout else { return .redraw }
        // Where the last frame drew the rows: content centred down the region starts lower.
        layout.moveRowsDown(by: rowLayout?.contentTop ?? 0)
        switch entry.mode {
        case .dialog:
            if mouse.action == .click, let alert = screen.shownAlert(rowAlerts: entry.rowAlerts) {
                if alert.style == .menu {
                    handleMenuClick(mouse, menu: alert, layout: layout)
                } else {
                    handleDialogClick(mouse, alert: alert, layout: layout)
                }
            }
            return .redraw
        case .keyHelp, .search(isFieldFocused: true, _): return .redraw
        case .list, .search(isFieldFocused: false, _), .filter, .textField: break
        }
        switch mouse.action {
        case .wheelUp, .wheelDown:
            guard entry.state.focus.isOnRows else { return .redraw }
            for _ in 0..<Self.wheelStep {
                move(mouse.action == .wheelUp ? .up : .down)
            }
            return .redraw
        case .secondaryClick:
            guard let index = rowIndex(atLine: mouse.line, layout: layout, entry: entry),
                screen.rows.isFocusable(index)
            else { return .redraw }
            entry.state.focus(on: .row(index, column: nil))
            guard let open = screen.rows.row(at: index).behavior.openMenu else { return .redraw }
            open()
            return .redraw
        case .click:
            if let line = layout.tabBarLine, mouse.line == line {
                clickTabBar(at: mouse.column, layout: layout)
                return .redraw
            }
            if mouse.line == layout.barLine, let back = entry.caches.chrome?.backLabel,
                (back.x..<(back.x + back.line.width)).contains(mouse.column)
            {
                return perform(.back)
            }
            if mouse.line == layout.barLine, let (placed, count) = entry.caches.chrome?.breadcrumb {
                popToBreadcrumb(at: mouse.column, placed: placed, count: count, layout: layout)
                return .redraw
            }
            if clickFixedPart(mouse, layout: layout) { return .redraw }
            guard let index = rowIndex(atLine: mouse.line, layout: layout, entry: entry),
                screen.rows.isFocusable(index)
            else { return .redraw }
            var column = entry.state.row.column
            if let cells = rowLayout?.row(index).cells {
                let x = mouse.column - ScreenLayout.margin
                guard let clicked = cells.columns.firstIndex(where: { $0.contains(x) }) else {
                    return .redraw
                }
                column = clicked
            }
            let stop = FocusStop.row(index, column: column)
            let wasFocused = entry.state.isFocused(at: stop)
            if !wasFocused { entry.state.focus(on: stop) }
            let accessory = rowLayout?.row(index).accessoryWidth ?? 0
            if accessory > 0, mouse.column >= layout.accessoryColumn(width: accessory),
                mouse.column < layout.size.width - ScreenLayout.margin
            {
                return perform(.accessory)
            }
            if let part = clickedPart(ofRow: index, atColumn: mouse.column) {
                part()
                return .redraw
            }
            let row = screen.rows.row(at: index)
            let clicked = row.cells.flatMap { $0.indices.contains(column) ? $0[column] : nil } ?? row.behavior
            if let field = clicked.textField, field.isEnabled {
                placeTextCursor(
                    in: field, of: clicked, atColumn: mouse.column,
                    line: rowAndLine(atLine: mouse.line, layout: layout, entry: entry)?.line ?? 0,
                    laidOutColumn: rowLayout?.row(index).lines.lazy.compactMap(\.fieldColumns).first?
                        .lowerBound)
                return .redraw
            }
            let line = rowAndLine(atLine: mouse.line, layout: layout, entry: entry)?.line ?? 0
            if tap(mouse, row: index, column: column, line: line, wasFocused: wasFocused) { return .redraw }
            return wasFocused || clickActs(at: index, column: column) ? perform(.activate) : .redraw
        }
    }

    /// Pops back to the screen whose title a click on the breadcrumb fell on, if it fell on
    /// one below the top.
    private func popToBreadcrumb(at column: Int, placed: PlacedLine, count: Int, layout: ScreenLayout) {
        let bar = NavigationBarLayout(layout: layout, unicode: unicode)
        guard let title = bar.breadcrumbTitle(at: column, in: placed, count: count), title < count - 1
        else { return }
        // The breadcrumb names the titled screens from the presentation's first one up.
        let titled = screens.entries.indices.filter {
            $0 >= presentationBase && screens.entries[$0].title != nil
        }
        guard titled.count == count else { return }
        pop(to: titled[title] + 1)
    }

    /// The row drawn on a line of the screen in the last frame, if one was.
    private func rowIndex(atLine line: Int, layout: ScreenLayout, entry: ScreenEntry) -> Int? {
        rowAndLine(atLine: line, layout: layout, entry: entry)?.index
    }

    /// The row shown on a screen line, and which of the row's lines it is.
    private func rowAndLine(atLine line: Int, layout: ScreenLayout, entry: ScreenEntry) -> (
        index: Int, line: Int
    )? {
        guard layout.rows.contains(line), let rowLayout else { return nil }
        var top = layout.rows.lowerBound
        for index in entry.state.drawnRows {
            let height = rowLayout.height(of: index)
            if line < top + height { return (index, line - top) }
            top += height
        }
        return nil
    }
}

extension NavigationEngine {
    /// Whether a click on a row acts at once: on a value control's row (a toggle flips, a
    /// picker opens), not only focusing it.
    /// - Parameters:
    ///   - index: The row clicked.
    ///   - column: The cell clicked, in a lazy grid's line.
    /// - Returns: Whether the click activates it.
    func clickActs(at index: Int, column: Int) -> Bool {
        guard let screen = current else { return false }
        let row = screen.rows.row(at: index)
        if let cells = row.cells, cells.indices.contains(column) { return cells[column].isControl }
        return row.behavior.isControl
    }

    /// The action of the control's part a click on a row falls on, if the row's control has
    /// parts a click acts on (``ControlClicks``) and the click falls on one with an action.
    /// - Parameters:
    ///   - index: The row clicked.
    ///   - column: The screen column clicked.
    /// - Returns: The part's action.
    func clickedPart(ofRow index: Int, atColumn column: Int) -> (() -> Void)? {
        guard let screen = current, let laidOut = rowLayout?.row(index), laidOut.cells == nil,
            let line = laidOut.lines.first, let clicks = screen.rows.row(at: index).behavior.clicks
        else { return nil }
        let layout = LineLayout(unicode: unicode)
        let widths = clicks.parts.map { layout.line($0.node, width: line.width).width }
        var start = line.width - widths.reduce(0, +)
        let x = column - ScreenLayout.margin
        for (part, width) in zip(clicks.parts, widths) {
            if (start..<(start + width)).contains(x) { return part.action }
            start += width
        }
        return nil
    }

    /// Shows the tab clicked on the tab bar's line, if a tab is there.
    private func clickTabBar(at column: Int, layout: ScreenLayout) {
        guard let plan = tabBarPlan, let y = layout.tabBarLine else { return }
        let tabs = plan.placed(unicode: unicode, width: layout.size.width, y: y)
        guard
            let tab = tabs.first(where: {
                ($0.placed.x..<($0.placed.x + $0.placed.line.width)).contains(column)
            })
        else { return }
        selectTab(at: tab.index)
    }
}
