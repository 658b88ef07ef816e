/// Which commands can do something on the screen as it is now; the help line offers only those.
struct CommandAvailability {
    /// Whether the movement keys can change anything.
    let canMove: Bool
    /// Whether a row has the focus.
    let hasFocus: Bool
    /// Whether a screen lies below the top one.
    let canGoBack: Bool

    /// - Parameters:
    ///   - rows: The screen's rows.
    ///   - state: Its focus and scroll, settled for this frame.
    ///   - isRoot: Whether the screen is the root.
    init(rows: RowSource, state: ScreenState, isRoot: Bool) {
        let everythingShown = state.top == 0 && state.drawnRows.upperBound >= rows.count
        canMove =
            !everythingShown
            || (state.focus >= 0
                && (rows.isList ? rows.count > 1 : (0..<rows.count).filter(rows.isFocusable).count > 1))
        hasFocus = state.focus >= 0 && rows.count > 0
        canGoBack = !isRoot
    }

    /// Whether a command can act.
    func allows(_ command: KeyMap.Command) -> Bool {
        switch command {
        case .moveUp, .moveDown, .pageUp, .pageDown, .moveToTop, .moveToBottom: return canMove
        case .activate, .accessory: return hasFocus
        case .back: return canGoBack
        case .quit, .redraw: return true
        }
    }
}
