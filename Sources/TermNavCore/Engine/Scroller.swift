/// Keeps a screen's focus on a row that can take it and its scroll showing that row, looking
/// only at rows near the window: at a million rows it costs what a screenful costs.
@MainActor
struct Scroller {
    let rows: RowSource
    /// The lines available for rows.
    let height: Int
    /// The lines row `i` takes.
    let rowHeight: (Int) -> Int

    /// How far around the last focus index to look for the focused row's identity when the
    /// rows moved (an element inserted or deleted above it). Each step reads one element's
    /// identity, never a row's view, so 512 each way keeps a moved row in focus after any
    /// ordinary edit while bounding the search at a million rows.
    static let searchRadius = 512

    /// Moves the focus back onto its row (by identity) and into range, then scrolls so it shows.
    func settle(_ state: inout ScreenState) {
        guard rows.count > 0 else {
            state.row.index = 0
            state.top = 0
            state.row.id = nil
            return
        }
        state.row.index = clamp(state.row.index)
        // The focused row's identity, looked up once: most frames keep the focus where it is.
        // A focus just moved has none to keep; its row's is read once the row is shown, when
        // resolving it has read it.
        var focusedID: (index: Int, id: RowID)?
        if rows.hasGridLines, let id = state.row.id, rows.cellCount(at: state.row.index) != nil {
            // A grid's cell: found again by its item's identity, near the item it was.
            if rows.cellID(at: state.row.index, column: state.row.column) != id,
                let moved = rows.findCell(
                    id, near: state.row.index, column: state.row.column, radius: Self.searchRadius)
            {
                state.row.index = moved.index
                state.row.column = moved.column
            }
        } else if let id = state.row.id {
            let found = rows.id(at: state.row.index)
            focusedID = (state.row.index, found)
            if found != id, let moved = rows.find(id, near: state.row.index, radius: Self.searchRadius) {
                state.row.index = moved
                focusedID = (moved, id)
            }
        }
        if !rows.isList || rows.hasLabelRows {
            state.row.index =
                rows.focusable(from: state.row.index, step: 1) ?? rows.focusable(
                    from: state.row.index, step: -1)
                ?? -1
        }
        state.top = clamp(state.top)
        if state.row.index >= 0 {
            reveal(state.row.index, in: &state)
            if rows.hasGridLines, let cells = rows.cellCount(at: state.row.index) {
                settleCell(&state, cells: cells)
            } else if let focusedID, focusedID.index == state.row.index {
                state.row.id = focusedID.id
            } else {
                state.row.id = rows.id(at: state.row.index)
            }
        } else {
            state.row.id = nil
        }
        fillBottom(&state)
    }

    /// Keeps the focus on a cell of its grid line that takes it: the column held to the line's
    /// last cell, then the nearest cell that takes the focus, looking right first.
    private func settleCell(_ state: inout ScreenState, cells: Int) {
        var column = min(max(0, state.row.column), cells - 1)
        if let behaviors = rows.row(at: state.row.index).cells,
            !behaviors.indices.contains(column) || !behaviors[column].takesFocus
        {
            let order = Array(column..<behaviors.count) + Array((0..<column).reversed())
            column = order.first { behaviors[$0].takesFocus } ?? column
        }
        state.row.column = column
        state.row.id = rows.cellID(at: state.row.index, column: column)
    }

    /// Scrolls the least needed to show row `index` whole (or its start, when it is taller
    /// than the window).
    private func reveal(_ index: Int, in state: inout ScreenState) {
        if index < state.top {
            // Section labels just above the row come into view with it, if they fit.
            var top = index
            var used = rowHeight(index)
            while top > 0, !rows.isFocusable(top - 1), used + rowHeight(top - 1) <= height {
                top -= 1
                used += rowHeight(top)
            }
            state.top = top
            return
        }
        // Does the window from `top` reach the end of row `index`?
        var used = 0
        var row = state.top
        while row <= index, used <= height {
            used += rowHeight(row)
            row += 1
        }
        if row > index, used <= height { return }
        // Walk back from the focused row while the rows still fit.
        var top = index
        used = rowHeight(index)
        while top > 0, used + rowHeight(top - 1) <= height {
            top -= 1
            used += rowHeight(top)
        }
        state.top = top
    }

    /// Scrolls back when the window ends before the screen does (after a resize or when rows
    /// went away), so no lines are left empty while earlier rows exist.
    private func fillBottom(_ state: inout ScreenState) {
        var used = 0
        var row = state.top
        while row < rows.count, used < height {
            used += rowHeight(row)
            row += 1
        }
        while state.top > 0, used + rowHeight(state.top - 1) <= height {
            state.top -= 1
            used += rowHeight(state.top)
        }
    }

    private func clamp(_ index: Int) -> Int {
        min(max(index, 0), rows.count - 1)
    }
}
