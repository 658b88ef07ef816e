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
    /// The views above and below the list that take the focus, which the focus reaches past
    /// the rows' ends.
    var parts = ActionableParts()
    /// The lines row `i` takes.
    let rowHeight: (Int) -> Int

    /// Moves the focus through the whole content: from the toolbar or the tab bar back to where
    /// it was in the content, through the views above the list, its rows and the views below
    /// it, past the rows' ends into the views around them.
    /// - Parameters:
    ///   - state: The screen's state.
    ///   - movement: How the focus moves.
    /// - Returns: The state with the focus moved.
    func moveThroughScreen(_ state: ScreenState, _ movement: Movement) -> ScreenState {
        var state = state
        let hasRows = rows.focusable(from: 0, step: 1) != nil
        switch state.focus {
        case .toolbar, .tabBar:
            state.focus = state.focus.leavingBars
        case .content(.header(let index)):
            switch movement {
            case .up, .pageUp, .top:
                if let previous = parts.header.last(where: { $0 < index }) {
                    state.focus(on: .header(previous))
                }
            case .down:
                if let next = parts.header.first(where: { $0 > index }) {
                    state.focus(on: .header(next))
                } else if hasRows {
                    state.focus(on: .rows)
                } else if let first = parts.footer.first {
                    state.focus(on: .footer(first))
                }
            case .pageDown, .bottom:
                if hasRows { state = move(state.focused(on: .rows), movement) }
            }
        case .content(.rows):
            let moved = move(state, movement)
            let stayed = moved.row.index == state.row.index && moved.top == state.top
            if stayed, movement == .up, let last = parts.header.last {
                state.focus(on: .header(last))
            } else if stayed, movement == .down, let first = parts.footer.first {
                state.focus(on: .footer(first))
            } else {
                state = moved
            }
        case .content(.footer(let index)):
            switch movement {
            case .down, .pageDown, .bottom:
                if let next = parts.footer.first(where: { $0 > index }) { state.focus(on: .footer(next)) }
            case .up:
                if let previous = parts.footer.last(where: { $0 < index }) {
                    state.focus(on: .footer(previous))
                } else if hasRows {
                    state.focus(on: .rows)
                } else if let last = parts.header.last {
                    state.focus(on: .header(last))
                }
            case .pageUp, .top:
                if hasRows { state = move(state.focused(on: .rows), movement) }
            }
        }
        return state
    }

    /// Moves the focus through the list's rows (the row focus, whatever has the focus): a row
    /// that takes it, a page keeping it where it was on screen; with no row that takes it, the
    /// movement scrolls.
    /// - Parameters:
    ///   - state: The screen's state.
    ///   - movement: How the focus moves.
    /// - Returns: The state moved.
    func move(_ state: ScreenState, _ movement: Movement) -> ScreenState {
        guard rows.count > 0 else { return state }
        var state = state
        let page = max(1, regionHeight - 1)
        guard state.row.index >= 0 else {
            // Nothing takes the focus: the movement keys scroll.
            scroll(&state, movement, page: page)
            return state
        }
        let target: Int
        let step: Int
        switch movement {
        case .up: (target, step) = (state.row.index - 1, -1)
        case .down: (target, step) = (state.row.index + 1, 1)
        case .pageUp: (target, step) = (rowsBack(from: state.row.index, lines: page), -1)
        case .pageDown: (target, step) = (rowsForward(from: state.row.index, lines: page), 1)
        case .top: (target, step) = (0, 1)
        case .bottom: (target, step) = (rows.count - 1, -1)
        }
        let clamped = min(max(target, 0), rows.count - 1)
        if let next = rows.focusable(from: clamped, step: step) ?? rows.focusable(from: clamped, step: -step)
        {
            // A page keeps the focused row where it was on screen: the window moves as far.
            switch movement {
            case .pageDown:
                state.top = rowsForward(from: state.top, lines: linesBetween(state.row.index, next))
            case .pageUp:
                state.top = max(0, rowsBack(from: state.top, lines: linesBetween(next, state.row.index)))
            case .up, .down, .top, .bottom: break
            }
            // Home goes to a grid's first cell, End to its last; the other moves keep the column.
            let column: Int?
            switch movement {
            case .top: column = 0
            case .bottom: column = rows.cellCount(at: next).map { $0 - 1 }
            case .up, .down, .pageUp, .pageDown: column = nil
            }
            state.row = state.row.moved(to: next, column: column)
        }
        return state
    }

    /// Moves the focus one cell of a lazy grid along its line (`step` ±1): past a line's end onto
    /// the next line's first cell, before its start onto the line before's last; a cell that
    /// does nothing is passed over. At the grid's first and last cells the focus stays, as it
    /// does at the ends of a row of several actionable views, whose cells it moves through.
    /// - Returns: The state moved, or `nil` when the focus is not on a cell.
    func moveCell(_ state: ScreenState, by step: Int) -> ScreenState? {
        let focused = state.row
        guard focused.index >= 0, let cells = rows.cellCount(at: focused.index) else { return nil }
        var column = min(max(0, focused.column), cells - 1) + step
        guard let segment = rows.gridLine(at: focused.index)?.segment else {
            var moved = state
            moved.row.column = min(max(0, column), cells - 1)
            return moved
        }
        var line = focused.index
        // A few lines at most: a line with no cell that takes the focus is rare.
        for _ in 0..<8 {
            guard let count = rows.cellCount(at: line), rows.gridLine(at: line)?.segment == segment else {
                break
            }
            let behaviors = rows.row(at: line).cells ?? []
            while column >= 0 && column < count {
                if !behaviors.indices.contains(column) || behaviors[column].takesFocus {
                    var moved = state
                    moved.row = focused.moved(to: line, column: column)
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
