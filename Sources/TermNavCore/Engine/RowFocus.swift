/// The list's focused row, or the row the focus comes back to while it is elsewhere on the
/// screen: its index, the cell in it, and its identity, by which it is found again when rows
/// move.
struct RowFocus: Equatable {
    /// The row's index; `-1` when no row of the list takes the focus (the movement keys then
    /// scroll).
    var index = 0
    /// The focused cell in the row, when it is a lazy grid's line or a row of several
    /// actionable views; kept while the focus is on other rows, and held to the line's last cell
    /// at a short line.
    var column = 0
    /// The row's identity (the focused cell's, in a lazy grid's line), so the focus follows the
    /// row when rows move; `nil` for a row just moved to, whose identity the scroller reads.
    var id: RowID?

    /// The focus moved to another row (and cell): its identity is read again.
    /// - Parameters:
    ///   - index: The row.
    ///   - column: The cell in it; `nil` keeps the column.
    /// - Returns: The row focus moved.
    func moved(to index: Int, column: Int? = nil) -> RowFocus {
        RowFocus(index: index, column: column ?? self.column, id: nil)
    }
}
