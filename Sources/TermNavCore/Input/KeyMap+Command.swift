extension KeyMap {
    /// What a key asks the app to do; the key map turns key presses into commands.
    public enum Command: Hashable, Sendable, CaseIterable {
        /// Move the focus one row up.
        case moveUp
        /// Move the focus one row down.
        case moveDown
        /// Move the focus one page up.
        case pageUp
        /// Move the focus one page down.
        case pageDown
        /// Move the focus to the first row.
        case moveToTop
        /// Move the focus to the last row.
        case moveToBottom
        /// Move the focus to the item on the left in a carousel (a horizontal scroll view as a row
        /// of the screen), or scroll a screen whose content is wider than the screen a column to
        /// the left. Where neither can be, the key goes to its next binding (← goes back).
        case moveLeft
        /// Move the focus to the item on the right in a carousel, or scroll a screen whose
        /// content is wider than the screen a column to the right. Where neither can be, the key
        /// goes to its next binding (→ opens).
        case moveRight
        /// Activate the focused row: run its button, or push its link's destination.
        case activate
        /// Run the focused row's accessory action (a detail accessory's own action).
        case accessory
        /// Pop the top screen; at the root, nothing.
        case back
        /// Move the focus to the next toolbar item, and from the last back to the content.
        case focusNext
        /// Move the focus to the previous toolbar item, and from the first back to the content.
        case focusPrevious
        /// Put the focus in the screen's search field (`.searchable`).
        case search
        /// Quit the app.
        case quit
        /// In a list being edited, delete the focused row (its `ForEach`'s `onDelete`).
        case deleteRow
        /// In a list being edited, move the focused row up one place (its `ForEach`'s `onMove`).
        case moveRowUp
        /// In a list being edited, move the focused row down one place.
        case moveRowDown
        /// Show every key that can act on the screen, over it (`?`); the same key, Esc or `q`
        /// closes the list.
        case help
        /// Show the focused row's actions (its `.swipeActions`, and Delete where its `ForEach`
        /// has `onDelete`) as a screen of buttons: Enter runs one, Esc goes back.
        case rowActions
        /// Open the focused view's menu: its `.contextMenu`, or the menu of a `Menu` with a
        /// primary action (whose Enter runs the primary action).
        case openMenu
        /// Refresh the screen's list (`.refreshable`), as pulling it down does on a touch screen.
        case refresh
        /// Show the next tab of the tab view the screen is in, round from the last to the first.
        /// Where there is no tab bar, the key goes to its next binding (Ctrl-PgDn pages down).
        case nextTab
        /// Show the previous tab of the tab view the screen is in, round from the first to the
        /// last. Where there is no tab bar, the key goes to its next binding.
        case previousTab
        /// Repaint the whole screen.
        case redraw
        /// Give the terminal back and stop the app, as Ctrl-Z does in a shell; `fg` brings it
        /// back as it was left. Where nothing could resume the app (a shell without job
        /// control), it carries on at once.
        case suspend
    }
}
