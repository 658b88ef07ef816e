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
        guard entry.state.area == .rows else { return false }
        let rows = screen.rows
        let step = forward ? 1 : -1
        // A row of several actionable views: Tab goes through them first.
        if let cells = rows.tabStopCells(entry.state.focus),
            let next = forward
                ? cells.first(where: { $0 > entry.state.column })
                : cells.last(where: { $0 < entry.state.column })
        {
            entry.state.column = next
            return true
        }
        var index = entry.state.focus + step
        var looked = 0
        while index >= 0, index < rows.count, looked < Self.controlTabReach {
            let cells = rows.tabStopCells(index)
            if cells.map({ !$0.isEmpty }) ?? rows.isTabStop(index) {
                var state = entry.state
                state.focus = index
                state.column = (forward ? cells?.first : cells?.last) ?? 0
                state.focusID = nil
                entry.state = state
                return true
            }
            index += step
            looked += 1
        }
        return false
    }
}
