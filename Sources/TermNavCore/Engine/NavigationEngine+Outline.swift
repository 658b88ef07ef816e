extension NavigationEngine {
    /// How many rows → (`moveRight`) or ← (`moveLeft`) moves the focus through a disclosure group
    /// or an outline: → from an expanded group's row to its first row, ← from a row of its
    /// content to the group's row; `nil` where the key does not move through a tree (a collapsed
    /// group's ← and → are its row's own keys, and elsewhere the keys go back and open).
    ///
    /// Distances count the rows as resolved, so a list a filter cuts down moves through none.
    func outlineStep(for command: KeyMap.Command) -> Int? {
        guard let screen = current, screen.rows.visible == nil else { return nil }
        let state = screens.top.state
        guard let row = state.focusedRow, row.index >= 0, row.index < screen.rows.count,
            let place = screen.rows.row(at: row.index).behavior.outline
        else { return nil }
        switch command {
        case .moveRight: return place.entersContent ? 1 : nil
        case .moveLeft: return place.parentDistance.map { -$0 }
        default: return nil
        }
    }

    /// Moves the focus through a tree as ``outlineStep(for:)`` says; the scroll follows.
    /// - Parameter step: The rows to move, down when positive.
    func moveThroughOutline(by step: Int) {
        guard let screen = current else { return }
        let entry = screens.top
        let target = entry.state.row.index + step
        guard target >= 0, target < screen.rows.count else { return }
        // Into a group's content: its first row that takes the focus (past a section's header).
        guard let focusable = step > 0 ? screen.rows.focusable(from: target, step: 1) : target else { return }
        entry.state.row = entry.state.row.moved(to: focusable)
    }
}
