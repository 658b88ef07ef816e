/// Which commands can do something on the screen as it is now; the help line offers only those.
struct CommandAvailability {
    /// Whether the movement keys can change anything.
    let canMove: Bool
    /// Whether something has the focus.
    let hasFocus: Bool
    /// Whether a screen lies below the top one.
    let canGoBack: Bool
    /// Whether the toolbar has items to focus.
    let hasToolbarItems: Bool

    /// - Parameters:
    ///   - screen: The screen.
    ///   - state: Its focus and scroll, settled for this frame.
    ///   - isRoot: Whether the screen is the root.
    init(screen: ResolvedScreen, state: ScreenState, isRoot: Bool) {
        let rows = screen.rows
        let parts = ActionableParts(screen)
        let everythingShown = state.top == 0 && state.drawnRows.upperBound >= rows.count
        canMove =
            !everythingShown || !parts.header.isEmpty || !parts.footer.isEmpty
            || (state.focus >= 0
                && (rows.isList ? rows.count > 1 : (0..<rows.count).filter(rows.isFocusable).count > 1))
        switch state.area {
        case .rows: hasFocus = state.focus >= 0 && rows.count > 0
        case .header, .footer, .toolbar: hasFocus = true
        }
        canGoBack = !isRoot
        hasToolbarItems = screen.toolbarItems.contains { $0.behavior.action != nil }
    }

    /// Whether a command can act.
    func allows(_ command: KeyMap.Command) -> Bool {
        switch command {
        case .moveUp, .moveDown, .pageUp, .pageDown, .moveToTop, .moveToBottom: return canMove
        case .activate, .accessory: return hasFocus
        case .back: return canGoBack
        case .focusNext, .focusPrevious: return hasToolbarItems
        case .quit, .redraw: return true
        }
    }
}
