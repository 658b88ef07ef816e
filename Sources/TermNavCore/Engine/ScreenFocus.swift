/// What has the focus on a screen as resolved, read from the screen and its state alone: the
/// focused view's behavior and the key handlers that can see a key now.
@MainActor
struct ScreenFocus {
    /// The screen, resolved.
    let screen: ResolvedScreen
    /// Its focus and scroll.
    let state: ScreenState

    /// What the focused view does: a row, a view above or below the list, or a toolbar item.
    var behavior: RowBehavior? {
        switch state.focus {
        case .content(.rows):
            guard let row = focusedRow else { return nil }
            if let cells = row.cells, !cells.isEmpty {
                return cells[min(max(0, state.row.column), cells.count - 1)]
            }
            return carouselBehavior(of: row) ?? row.behavior
        case .content(.header(let index)):
            return screen.header.indices.contains(index) ? RowBehavior(screen.header[index]) : nil
        case .content(.footer(let index)):
            return screen.footer.indices.contains(index) ? RowBehavior(screen.footer[index]) : nil
        case .toolbar(let index, _):
            let items = screen.toolbarItems
            return items.indices.contains(index) ? items[index].behavior : nil
        case .tabBar:
            // The engine chooses the tab.
            return nil
        }
    }

    /// The focused view's own `.onKeyPress` handlers, innermost first: for a row, read from it
    /// without copying the rest of what it does (every key asks).
    var ownKeyHandlers: [KeyPressHandler] {
        guard state.focus.isOnRows else { return behavior?.keyHandlers ?? [] }
        guard let row = focusedRow else { return [] }
        guard row.cells == nil else { return behavior?.keyHandlers ?? [] }
        return row.keyHandlers
    }

    /// The `.onKeyPress` handlers that can see a key now, innermost first: the focused view's
    /// own (a row, a view above or below the list, a toolbar item), then the list's while the
    /// focus is in its rows, then those around the screen's whole content.
    var keyHandlers: [KeyPressHandler] {
        var handlers = ownKeyHandlers
        if state.focus.isOnRows { handlers += screen.listKeyHandlers }
        return handlers + screen.screenKeyHandlers
    }

    /// What the focused item of a carousel row does: the item's own behavior, not the first
    /// button's of the row; `nil` for a row that is no carousel.
    private func carouselBehavior(of row: ResolvedRow) -> RowBehavior? {
        guard !screen.rows.isList, let items = row.node.carouselItems else { return nil }
        let chosen = state.across.carousels[screen.rows.id(at: state.row.index)]?.item
        guard let item = items.focused(chosen) else { return nil }
        return RowBehavior(items.nodes[item])
    }

    /// The row of the screen's list the focus is on, when it is on one of its rows.
    private var focusedRow: ResolvedRow? {
        guard let focus = state.focusedRow?.index, focus >= 0, focus < screen.rows.count else { return nil }
        return screen.rows.row(at: focus)
    }

    /// The app's own key bindings that can act now, innermost first: each handler with help
    /// text, named by the keys it sees that no handler nearer the focus already named.
    /// - Parameter keyMap: The key map, whose keys a handler that does not override it never
    ///   sees.
    /// - Returns: The bindings.
    func appKeyBindings(keyMap: KeyMap) -> [AppKeyBinding] {
        let handlers = keyHandlers
        // Most screens have no handler with help text: nothing to name, no set to make.
        guard handlers.contains(where: { $0.help != nil }) else { return [] }
        var named: Set<KeyPress> = [KeyMap.interruptKey]
        var bindings: [AppKeyBinding] = []
        for handler in handlers {
            guard let help = handler.help else { continue }
            let keys = handler.helpKeys(under: keyMap).filter { !named.contains($0) }
            guard !keys.isEmpty else { continue }
            named.formUnion(keys)
            bindings.append(AppKeyBinding(keys: keys, help: help))
        }
        return bindings
    }
}
