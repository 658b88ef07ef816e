extension ScreenState {
    /// The focused row, while the focus is on the list's rows.
    var focusedRow: RowFocus? { focus.isOnRows ? row : nil }

    /// Whether the focus is at a stop: on its view, or its row and cell.
    /// - Parameter stop: The stop.
    func isFocused(at stop: FocusStop) -> Bool {
        switch (stop, focus) {
        case (.rows, .content(.rows)): return true
        case (.row(let index, let column), .content(.rows)):
            return row.index == index && (column == nil || column == row.column)
        case (.header(let index), .content(.header(let focused))),
            (.footer(let index), .content(.footer(let focused))),
            (.toolbar(let index), .toolbar(let focused, _)),
            (.tabBar(let index), .tabBar(let focused, _)):
            return index == focused
        case (.rows, _), (.row, _), (.header, _), (.footer, _), (.toolbar, _), (.tabBar, _): return false
        }
    }

    /// Moves the focus to a stop: to a row, its identity read again; into a bar, keeping where
    /// in the content the focus goes back to.
    /// - Parameter stop: Where the focus goes.
    mutating func focus(on stop: FocusStop) {
        switch stop {
        case .rows:
            focus = .rows
        case .row(let index, let column):
            focus = .rows
            row = row.moved(to: index, column: column)
        case .header(let index):
            focus = .content(.header(index))
        case .footer(let index):
            focus = .content(.footer(index))
        case .toolbar(let index):
            focus = .toolbar(index, returning: focus.content)
        case .tabBar(let index):
            focus = .tabBar(index, returning: focus.content)
        }
    }

    /// The state with the focus moved to a stop (see ``focus(on:)``).
    /// - Parameter stop: Where the focus goes.
    /// - Returns: The state moved.
    func focused(on stop: FocusStop) -> ScreenState {
        var state = self
        state.focus(on: stop)
        return state
    }

    /// The state with the focus on the next (or previous) of Tab's stops, round from the last
    /// to the first; from a place that is none of them (a row of text alone), on the first (or
    /// last).
    /// - Parameters:
    ///   - stops: The stops, in reading order.
    ///   - forward: Whether Tab (to the next) or Shift-Tab (to the previous).
    /// - Returns: The state moved; the same with no stops.
    func cycled(through stops: [FocusStop], forward: Bool) -> ScreenState {
        guard let first = stops.first, let last = stops.last else { return self }
        let next: FocusStop
        if let here = stops.firstIndex(where: isFocused(at:)) {
            next = stops[(here + (forward ? 1 : stops.count - 1)) % stops.count]
        } else {
            next = forward ? first : last
        }
        return focused(on: next)
    }
}
