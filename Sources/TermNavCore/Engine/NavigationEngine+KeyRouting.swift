extension NavigationEngine {
    /// Handles a key press on the top screen, offering it along one chain until a link of it
    /// takes the key:
    ///
    /// 0. A keyboard shortcut of the screen's controls that the key runs now
    ///    (``shortcut(for:)``): before the mode's handler only for keys a field being typed
    ///    into passes by.
    /// 1. The screen's input mode's own handler (``InputMode``): the list of keys, a dialog,
    ///    the search field, the filter line or a text field being edited. Each takes every key but Ctrl-C, Ctrl-L and
    ///    Ctrl-Z, which it leaves to the key map. While the screen's rows have the keys
    ///    (`list`, or a search or filter whose line does not have the focus) there is no such
    ///    handler.
    /// 2. The app's `.onKeyPress` handlers, innermost first (see ``offerToHandlers(_:isBound:)``):
    ///    a key the key map binds goes only to those that override the map.
    /// 3. The key map's command, carried out by ``perform(_:)``. With the focus on a lazy grid's
    ///    cell, ← and → move it a cell (``moveCell(by:)``) instead of going back and opening.
    ///    Space, which the standard key map leaves free, taps a view that answers taps.
    ///
    /// Esc unwinds the mode one layer at a time: the list of keys or a dialog closes (in its own
    /// handler), then the search field or filter line gives the focus back to the rows, keeping
    /// its text (in theirs), then, with the rows focused, ``goBack()`` ends the search or closes
    /// the filter, then pops the screen.
    ///
    /// A key that moves the focus onto a text field starts its editing at once, as the next
    /// frame would: the keys read with it (a burst, `tmux send-keys`) type into the field.
    /// - Parameter key: The key pressed.
    /// - Returns: What to do next.
    @discardableResult
    package func handle(_ key: KeyPress) -> Outcome {
        notice = nil
        let outcome = route(key)
        if let screen = current { syncTextField(on: screens.top, screen: screen) }
        return outcome
    }

    /// Offers a key along the chain (see ``handle(_:)``).
    private func route(_ key: KeyPress) -> Outcome {
        if let shortcut = shortcut(for: key) { return run(shortcut) }
        if let outcome = handle(key, in: screens.top.mode) { return outcome }
        if let step = cellStep(for: key) {
            if offerToHandlers(key, isBound: true) { return isFinished ? .quit : .redraw }
            moveCell(by: step)
            return .redraw
        }
        if let tab = TabKeys.tab(for: key), shownTabHostIndex != nil {
            if offerToHandlers(key, isBound: true) { return isFinished ? .quit : .redraw }
            selectTab(at: tab)
            return .redraw
        }
        if key == TabKeys.choose, chooseFocusedTab() { return .redraw }
        let command = keyMap.command(for: key) { ($0.isSideways || $0.isTabSwitch) && !claimsKey($0) }
        let claimed = command.map(claimsKey) ?? false
        if offerToHandlers(key, isBound: claimed) { return isFinished ? .quit : .redraw }
        if command == nil, spaceTaps(key) { return perform(.activate) }
        guard let command else { return .redraw }
        return perform(command)
    }

    /// Offers a key to the handler of the top screen's input mode, if the mode has one.
    /// - Parameters:
    ///   - key: The key pressed.
    ///   - mode: The top screen's mode.
    /// - Returns: What to do next, or `nil` when the mode leaves the key to the app's handlers
    ///   and the key map.
    private func handle(_ key: KeyPress, in mode: InputMode) -> Outcome? {
        switch mode {
        case .keyHelp:
            return handleKeyHelpKey(key)
        case .dialog(_, let below):
            // The dialog's layer is there until a frame finds its alert gone.
            guard let alert = current?.shownAlert(rowAlerts: screens.top.rowAlerts) else {
                return handle(key, in: below)
            }
            if alert.style == .menu { return handleMenuKey(key, menu: alert) }
            return handleDialogKey(key, alert: alert)
        case .search(isFieldFocused: true, _):
            return handleSearchKey(key)
        case .filter(let filter, isFieldFocused: true):
            return handleFilterKey(key, filter: filter)
        case .textField:
            return handleTextFieldKey(key)
        case .list:
            // Enter on a text field's row edits it again.
            if keyMap.command(for: key) == .activate, let screen = current,
                let field = focusedTextField(on: screens.top, screen: screen)
            {
                beginTextField(field, on: screens.top)
                return .redraw
            }
            return nil
        case .search(isFieldFocused: false, _), .filter(_, isFieldFocused: false):
            return nil
        }
    }

    /// Esc with the rows focused (the key map's `back`): goes back one layer of the top screen's
    /// mode, a search or filter ending before the screen goes.
    func goBack() {
        let top = screens.top
        switch top.mode {
        case .keyHelp:
            top.change(.closeKeyHelp)
        case .dialog:
            // A dialog's Esc is its own handler's: it runs the dialog's cancel button.
            break
        case .search:
            endSearch(on: top)
        case .filter:
            endFilter(on: top)
        case .textField:
            endTextField(on: top)
        case .list:
            if canGoBack { pop() }
        }
    }
}
