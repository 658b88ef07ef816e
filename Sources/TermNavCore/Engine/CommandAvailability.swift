/// Which commands can do something on the screen as it is now; the help line offers only those.
@MainActor
struct CommandAvailability {
    /// Whether the movement keys can change anything.
    let canMove: Bool
    /// Whether Enter does something: the focused view has an action, is a row a list selects, or
    /// is a text field, which Enter edits again.
    let canActivate: Bool
    /// Whether the focused view is a text field that can be edited: Enter edits it.
    let editsText: Bool
    /// Whether the focused view's accessory has an action of its own.
    let hasAccessoryAction: Bool
    /// Whether a screen lies below the top one.
    let canGoBack: Bool
    /// Whether the toolbar has items to focus.
    let hasToolbarItems: Bool
    /// Whether the focused row can be deleted: its list is being edited and its `ForEach` has
    /// `onDelete`.
    let canDeleteRow: Bool
    /// Whether the focused row can be moved: its list is being edited and its `ForEach` has
    /// `onMove`.
    let canMoveRow: Bool
    /// Whether the focused row has actions to show: swipe actions, or a delete action.
    let hasRowActions: Bool
    /// The names of the focused view's `.accessibilityAction`s, which the list of keys gives
    /// beside the actions key.
    let accessibilityActionNames: [String]
    /// Whether the focused view has a menu the menu key opens (`.contextMenu`, a menu with a
    /// primary action).
    let hasMenu: Bool
    /// Whether the screen's list can be refreshed.
    let canRefresh: Bool
    /// Whether the screen has a search field to focus.
    let canSearch: Bool
    /// Whether the search key opens the screen's filter line instead: the screen is a list
    /// without a search field of its own.
    let canFilter: Bool
    /// Whether ← and → move across: the screen's content is wider than the screen, or the focus
    /// is in a carousel.
    let canMoveAcross: Bool

    /// - Parameters:
    ///   - screen: The screen.
    ///   - state: Its focus and scroll, settled for this frame.
    ///   - focused: What the focused view does, if anything has the focus.
    ///   - isRoot: Whether the screen is the root.
    /// Whether the screen is in a tab view, whose tabs Ctrl-PgDn and Ctrl-PgUp switch.
    var hasTabBar = false
    /// Whether the tab bar has the focus: ← and → move along it, Enter chooses.
    var isInTabBar = false
    /// Whether ← and → turn the pages of a paged tab view.
    var turnsPages = false

    init(screen: ResolvedScreen, state: ScreenState, focused: RowBehavior?, isRoot: Bool) {
        let rows = screen.rows
        let parts = ActionableParts(screen)
        let everythingShown = state.top == 0 && state.drawnRows.upperBound >= rows.count
        canMove =
            !everythingShown || !parts.header.isEmpty || !parts.footer.isEmpty
            || (state.row.index >= 0
                && (rows.isList
                    ? rows.focusableCount > 1 : (0..<rows.count).filter(rows.isFocusable).count > 1))
        // Read from the focused view's behaviour at once: each optional access on its own copied
        // the whole behaviour, closures and all, every frame.
        let (hasAction, hasAccessory, hasSwipeActions, opensMenu, actionNames) =
            focused.map {
                (
                    $0.action != nil, $0.accessoryAction != nil,
                    $0.swipeActions != nil || $0.longPress != nil || !$0.accessibilityActions.isEmpty,
                    $0.openMenu != nil,
                    $0.accessibilityActions.isEmpty ? [] : $0.accessibilityActions.map(SpokenText.actionName)
                )
            }
            ?? (false, false, false, false, [])
        accessibilityActionNames = actionNames
        hasMenu = opensMenu
        editsText = focused?.textField?.isEnabled == true
        let focusedRow = state.focusedRow
        canActivate =
            hasAction || editsText || (focusedRow.flatMap { rows.selectionValue(at: $0.index) } != nil)
        hasAccessoryAction = hasAccessory
        canGoBack = !isRoot
        hasToolbarItems = screen.toolbarItems.contains { $0.behavior.action != nil }
        let editing = focusedRow.flatMap { rows.editing(at: $0.index) }
        canDeleteRow = editing?.canDelete ?? false
        canMoveRow = editing?.canMove ?? false
        canRefresh = screen.preferences.refresh != nil
        hasRowActions = focusedRow != nil && (hasSwipeActions || editing?.delete != nil)
        canSearch = screen.preferences.search != nil
        canFilter = !canSearch && rows.isList
        canMoveAcross = screen.acrossTarget(for: state) != nil
    }

    /// Whether a command can act.
    func allows(_ command: KeyMap.Command) -> Bool {
        switch command {
        case .nextTab, .previousTab: return hasTabBar
        case .activate where isInTabBar, .moveLeft where isInTabBar || turnsPages,
            .moveRight where isInTabBar || turnsPages:
            return true
        case .moveUp, .moveDown, .pageUp, .pageDown, .moveToTop, .moveToBottom: return canMove
        case .activate: return canActivate
        case .moveLeft, .moveRight: return canMoveAcross
        case .accessory: return hasAccessoryAction
        case .back: return canGoBack
        case .focusNext, .focusPrevious: return hasToolbarItems
        case .deleteRow: return canDeleteRow
        case .moveRowUp, .moveRowDown: return canMoveRow
        case .rowActions: return hasRowActions
        case .openMenu: return hasMenu
        case .refresh: return canRefresh
        case .search: return canSearch
        case .quit, .help, .redraw, .suspend: return true
        }
    }
}
