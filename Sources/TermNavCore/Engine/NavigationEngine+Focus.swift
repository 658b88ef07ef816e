extension NavigationEngine {
    /// What has the focus on the top screen, as resolved in the last frame.
    var focus: ScreenFocus? {
        current.map { ScreenFocus(screen: $0, state: screens.top.state) }
    }

    /// What the focused view of the top screen does: a row, a view above or below the list, or
    /// a toolbar item, as resolved in the last frame.
    func focusedBehavior() -> RowBehavior? {
        focus?.behavior
    }

    /// Whether a command's key is the key map's own now, before the app's key handlers: the
    /// list editing keys are only while they can act on the focused row, so an app may use
    /// the same keys elsewhere.
    func claimsKey(_ command: KeyMap.Command) -> Bool {
        switch command {
        case .deleteRow: return focusedRowEditing()?.canDelete ?? false
        case .moveRowUp, .moveRowDown: return focusedRowEditing()?.canMove ?? false
        case .rowActions: return focusedRowActions() != nil
        case .openMenu: return focusedBehavior()?.openMenu != nil
        case .refresh: return current?.preferences.refresh != nil
        case .search: return current?.preferences.search != nil || current?.rows.isList == true
        case .moveLeft, .moveRight:
            if case .tabBar = screens.top.state.focus { return true }
            return outlineStep(for: command) != nil || current?.acrossTarget(for: screens.top.state) != nil
                || turnsPages
        case .nextTab, .previousTab: return shownTabHostIndex != nil
        case .moveUp, .moveDown, .pageUp, .pageDown, .moveToTop, .moveToBottom, .activate, .accessory, .back,
            .focusNext, .focusPrevious, .quit, .help, .redraw, .suspend:
            return true
        }
    }

    /// In a list that selects, chooses the focused row: a row without an action of its own, or
    /// one whose link pushes a value the selection takes. While the list is being edited, a set
    /// selection gains or loses the row instead.
    /// - Returns: Whether the row was chosen.
    func chooseFocusedRow() -> Bool {
        guard let screen = current, let selection = screen.rows.selection else { return false }
        guard let row = screens.top.state.focusedRow, let value = screen.rows.selectionValue(at: row.index)
        else {
            return false
        }
        let behavior = screen.rows.row(at: row.index).behavior
        switch behavior.action {
        case .none:
            break
        case .follow where behavior.linkValue == value:
            break
        case .follow, .run:
            return false
        }
        selection.choose(value, screen.rows.isEditing())
        return true
    }

    /// The screen of the focused row's actions, if it has any: its swipe actions, its long press
    /// (of the focused cell, in a lazy grid's line), and Delete where its `ForEach` has
    /// `onDelete`; titled with the row's first line.
    func focusedRowActions() -> RowActionsScreen? {
        guard let screen = current, let focus = screens.top.state.focusedRow?.index, focus >= 0,
            focus < screen.rows.count
        else { return nil }
        let behavior = screen.rows.row(at: focus).behavior
        let actions = behavior.swipeActions
        let longPress = focusedBehavior()?.longPress
        let delete = screen.rows.editing(at: focus).flatMap { editing in
            editing.delete.map { _ in editing.deleteRow }
        }
        let named = behavior.accessibilityActions.map {
            RowActionsScreen.NamedAction(name: SpokenText.actionName($0), run: $0.handler)
        }
        guard actions != nil || longPress != nil || delete != nil || !named.isEmpty else { return nil }
        let title = rowLayout?.row(focus).lines.first?.text.trimmed(of: " ") ?? ""
        return RowActionsScreen(
            title: title, actions: actions, longPress: longPress?.run, delete: delete,
            accessibilityActions: named)
    }

    /// Runs the top screen's refresh action on the run loop; the screen is drawn again when it
    /// ends, whether or not it changed state.
    func refreshList() {
        guard let refresh = current?.preferences.refresh else { return }
        let changes = self.changes
        _ = loop.start(priority: .userInitiated) {
            await refresh()
            changes.note()
        }
    }

    /// Pushes the screen of the focused row's actions, if it has any.
    func showFocusedRowActions() {
        guard let actions = focusedRowActions() else { return }
        push(actions)
        screens.top.popsAfterAction = true
    }

    /// What the edit keys can do to the focused row of the top screen, if a row has the focus.
    func focusedRowEditing() -> RowEditing? {
        guard let screen = current else { return nil }
        guard let row = screens.top.state.focusedRow else { return nil }
        return screen.rows.editing(at: row.index)
    }

    /// How far ← or → moves the focus along a lazy grid's line or a row of several actionable
    /// views, when the focus is on one of its cells; `nil` for any other key, or when the focus
    /// is elsewhere.
    func cellStep(for key: KeyPress) -> Int? {
        guard key.key == .leftArrow || key.key == .rightArrow, key.modifiers.isEmpty,
            let screen = current
        else { return nil }
        guard let row = screens.top.state.focusedRow, screen.rows.cellCount(at: row.index) != nil else {
            return nil
        }
        return key.key == .leftArrow ? -1 : 1
    }

    /// Moves the focus one cell along a lazy grid's line or a row of several actionable views
    /// (see ``FocusMover/moveCell(_:by:)``).
    func moveCell(by step: Int) {
        guard let screen = current else { return }
        let entry = screens.top
        let mover = FocusMover(rows: screen.rows, regionHeight: entry.state.regionHeight) { _ in 1 }
        if let moved = mover.moveCell(entry.state, by: step) { entry.state = moved }
    }

    /// Moves the focus: through the rows, and past their ends into the actionable views above
    /// and below the list (see ``FocusMover/moveThroughScreen(_:_:)``).
    func move(_ movement: FocusMover.Movement) {
        guard let screen = current else { return }
        let entry = screens.top
        let heights = rowLayout
        let mover = FocusMover(
            rows: screen.rows, regionHeight: entry.state.regionHeight, parts: ActionableParts(screen)
        ) {
            heights?.height(of: $0) ?? 1
        }
        entry.state = mover.moveThroughScreen(entry.state, movement)
    }

    /// Tab and Shift-Tab: to the next (or previous) place that takes the focus, in reading
    /// order, round from the last to the first: the toolbar's items that do something, then the
    /// views above the list that do, then the list as one place (its focused row kept), then the
    /// views below it that do. Arrows then move within the list, and from the toolbar back to
    /// where the content's focus was. With the focus in the rows, Tab first moves through the
    /// rows that are controls (``moveToControl(forward:)``), as in a form.
    func cycleFocus(forward: Bool) {
        if moveToControl(forward: forward) { return }
        guard let screen = current else { return }
        let entry = screens.top
        let items = screen.toolbarItems
        let parts = ActionableParts(screen)
        var stops: [FocusStop] = items.indices.filter { items[$0].behavior.takesFocus }.map { .toolbar($0) }
        stops += parts.header.map { .header($0) }
        if screen.rows.focusable(from: 0, step: 1) != nil { stops.append(.rows) }
        stops += parts.footer.map { .footer($0) }
        // The tab bar last, as it is drawn under everything else: the tab focused, or the one
        // shown.
        if let host = shownTabHostIndex, let tabs = screens.entries[host].tabs {
            if case .tabBar(let index, _) = entry.state.focus {
                stops.append(.tabBar(index))
            } else {
                stops.append(.tabBar(tabs.currentIndex))
            }
        }
        entry.state = entry.state.cycled(through: stops, forward: forward)
    }
}

/// The views above and below a list that do something, by their index among the fixed parts.
struct ActionableParts: Equatable {
    /// The header parts with an action.
    let header: [Int]
    /// The footer parts with an action.
    let footer: [Int]

    /// The parts given by their indices.
    init(header: [Int] = [], footer: [Int] = []) {
        self.header = header
        self.footer = footer
    }

    @MainActor init(_ screen: ResolvedScreen) {
        header = screen.header.indices.filter { RowBehavior(screen.header[$0]).takesFocus }
        footer = screen.footer.indices.filter { RowBehavior(screen.footer[$0]).takesFocus }
    }
}
