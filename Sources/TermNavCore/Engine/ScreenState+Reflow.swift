extension ScreenState {
    /// Moves the focus and the scroll onto the same rows among rows flowed for another width: a
    /// lazy grid's focused cell keeps its item (now on another line, in another column), its
    /// first line shown the line of the item that was first. Each is found by its place (its
    /// segment and its item), reading no view; the scroller then finds the focused cell by its
    /// identity, should the data have changed too.
    /// - Parameters:
    ///   - before: The rows the state was for.
    ///   - after: The rows it is to be for.
    @MainActor mutating func reflow(from before: RowSource, to after: RowSource) {
        if let place = before.place(of: row.index, column: row.column), let moved = after.index(of: place) {
            row.index = moved.index
            row.column = moved.column
        }
        if let place = before.place(of: top, column: 0), let moved = after.index(of: place) {
            top = moved.index
        }
    }
}
