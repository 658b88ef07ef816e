extension NavigationEngine {
    /// How many rows Tab looks through for the next control before it gives up and moves on
    /// to the next part of the screen: a long list of rows without controls costs no more.
    static let controlTabReach = 1000

    /// Tab and Shift-Tab with the focus in the rows (from a text field being edited too): moves
    /// the focus to the next (or previous) row Tab stops on (``RowSource/isTabStop(_:)``: a
    /// control, in a form a button or a link too), past rows of text, as Tab goes from control
    /// to control in SwiftUI while the arrows go from row to row. In a row of several actionable
    /// views side by side, Tab stops on each of them in turn.
    /// - Parameter forward: Whether to look down (Tab) or up (Shift-Tab).
    /// - Returns: Whether the focus moved; `false` when no control is there before the list's
    ///   end, and Tab goes on to the next part of the screen.
    func moveToControl(forward: Bool) -> Bool {
        guard let screen = current else { return false }
        let entry = screens.top
        let mover = FocusMover(rows: screen.rows, regionHeight: entry.state.regionHeight) { _ in 1 }
        guard let moved = mover.moveToControl(entry.state, forward: forward, reach: Self.controlTabReach)
        else {
            return false
        }
        entry.state = moved
        return true
    }
}

extension FocusMover {
    /// Moves the focus to the next (or previous) row Tab stops on, or the next cell Tab stops on
    /// in a row of several actionable views, while the focus is in the rows (see
    /// `NavigationEngine.moveToControl(forward:)`).
    /// - Parameters:
    ///   - state: The screen's state.
    ///   - forward: Whether to look down (Tab) or up (Shift-Tab).
    ///   - reach: How many rows to look through.
    /// - Returns: The state moved; `nil` when the focus is not in the rows or no control is
    ///   there before the list's end (or within `reach`).
    func moveToControl(_ state: ScreenState, forward: Bool, reach: Int) -> ScreenState? {
        guard let focused = state.focusedRow else { return nil }
        let step = forward ? 1 : -1
        // A row of several actionable views: Tab goes through them first.
        if let cells = rows.tabStopCells(focused.index),
            let next = forward
                ? cells.first(where: { $0 > focused.column }) : cells.last(where: { $0 < focused.column })
        {
            var moved = state
            moved.row.column = next
            return moved
        }
        var index = focused.index + step
        var looked = 0
        while index >= 0, index < rows.count, looked < reach {
            let cells = rows.tabStopCells(index)
            if cells.map({ !$0.isEmpty }) ?? rows.isTabStop(index) {
                return state.focused(on: .row(index, column: (forward ? cells?.first : cells?.last) ?? 0))
            }
            index += step
            looked += 1
        }
        return nil
    }
}
