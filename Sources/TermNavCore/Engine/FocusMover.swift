/// Moves a screen's focus for the movement commands. The scroll follows when the next frame
/// is made (see ``Scroller``).
@MainActor
struct FocusMover {
    /// How the focus moves.
    enum Movement {
        case up
        case down
        case pageUp
        case pageDown
        case top
        case bottom
    }

    let rows: RowSource
    /// The lines of the rows' region in the last frame: a page is that many lines, less one
    /// that stays in view.
    let regionHeight: Int
    /// The lines row `i` takes.
    let rowHeight: (Int) -> Int

    func move(_ state: ScreenState, _ movement: Movement) -> ScreenState {
        guard rows.count > 0 else { return state }
        var state = state
        let page = max(1, regionHeight - 1)
        guard state.focus >= 0 else {
            // Nothing takes the focus: the movement keys scroll.
            scroll(&state, movement, page: page)
            return state
        }
        let target: Int
        let step: Int
        switch movement {
        case .up: (target, step) = (state.focus - 1, -1)
        case .down: (target, step) = (state.focus + 1, 1)
        case .pageUp: (target, step) = (rowsBack(from: state.focus, lines: page), -1)
        case .pageDown: (target, step) = (rowsForward(from: state.focus, lines: page), 1)
        case .top: (target, step) = (0, 1)
        case .bottom: (target, step) = (rows.count - 1, -1)
        }
        let clamped = min(max(target, 0), rows.count - 1)
        if let next = rows.focusable(from: clamped, step: step) ?? rows.focusable(from: clamped, step: -step)
        {
            // A page keeps the focused row where it was on screen: the window moves as far.
            switch movement {
            case .pageDown: state.top = rowsForward(from: state.top, lines: linesBetween(state.focus, next))
            case .pageUp:
                state.top = max(0, rowsBack(from: state.top, lines: linesBetween(next, state.focus)))
            case .up, .down, .top, .bottom: break
            }
            state.focus = next
            state.focusID = nil
            // Home goes to a grid's first cell, End to its last; the other moves keep the column.
            switch movement {
            case .top: state.column = 0
            case .bottom: state.column = rows.cellCount(at: next).map { $0 - 1 } ?? state.column
            case .up, .down, .pageUp, .pageDown: break
            }
        }
        return state
    }

    /// Moves the focus one cell of a lazy grid along its line (`step` ±1): past a line's end onto
    /// the next line's first cell, before its start onto the line before's last; a cell that
    /// does nothing is passed over. At the grid's first and last cells the focus stays, as it
    /// does at the ends of a row of several actionable views, whose cells it moves through.
    /// - Returns: The state moved, or `nil` when the focus is not on a cell.
    func moveCell(_ state: ScreenState, by step: Int) -> ScreenState? {
        guard state.focus >= 0, let cells = rows.cellCount(at: state.focus) else { return nil }
        var column = min(max(0, state.column), cells - 1) + step
        guard let segment = rows.gridLine(at: state.focus)?.segment else {
            var moved = state
            moved.column = min(max(0, column), cells - 1)
            return moved
        }
        var line = state.focus
        // A few lines at most: a line with no cell that takes the focus is rare.
        for _ in 0..<8 {
            guard let count = rows.cellCount(at: line), rows.gridLine(at: line)?.segment == segment else {
                break
            }
            let behaviors = rows.row(at: line).cells ?? []
            while column >= 0 && column < count {
                if !behaviors.indices.contains(column) || behaviors[column].takesFocus {
                    var moved = state
                    moved.focus = line
                    moved.column = column
                    moved.focusID = nil
                    return moved
                }
                column += step
            }
            line += step
            guard line >= 0, line < rows.count, let next = rows.cellCount(at: line) else { break }
            column = step > 0 ? 0 : next - 1
        }
        return state
    }

    /// The row reached by moving down from `row` past at most `lines` lines of rows.
    private func rowsForward(from row: Int, lines: Int) -> Int {
        var row = row
        var used = 0
        while row < rows.count - 1, used + rowHeight(row) <= lines {
            used += rowHeight(row)
            row += 1
        }
        return row
    }

    /// The row reached by moving up from `row` past at most `lines` lines of rows.
    private func rowsBack(from row: Int, lines: Int) -> Int {
        var row = row
        var used = 0
        while row > 0, used + rowHeight(row - 1) <= lines {
            used += rowHeight(row - 1)
            row -= 1
        }
        return row
    }

    /// The lines the rows from `first` up to (not including) `last` take.
    private func linesBetween(_ first: Int, _ last: Int) -> Int {
        guard first < last else { return 0 }
        return (first..<last).reduce(0) { $0 + rowHeight($1) }
    }

    private func scroll(_ state: inout ScreenState, _ movement: Movement, page: Int) {
        switch movement {
        case .up: state.top -= 1
        case .down: state.top += 1
        case .pageUp: state.top -= page
        case .pageDown: state.top += page
        case .top: state.top = 0
        case .bottom: state.top = rows.count - 1
        }
        state.top = min(max(state.top, 0), rows.count - 1)
    }
}
