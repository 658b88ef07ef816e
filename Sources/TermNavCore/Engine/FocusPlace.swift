/// What has a screen's focus, as one value with its data: the rows (the row itself is the
/// screen's ``RowFocus``, kept while the focus is elsewhere), a view above or below the list, a
/// toolbar item or a tab of the tab bar. A toolbar item and a tab carry the place in the content
/// the focus goes back to when it leaves them, so a focus in a bar always has one.
///
/// It changes only by ``ScreenState/focus(on:)`` (to a ``FocusStop``) or by leaving the bars
/// (``leavingBars``); each reader switches over it.
enum FocusPlace: Equatable {
    /// The screen's content: its rows, or a view above or below the list.
    case content(ContentFocus)
    /// A toolbar item (its index among the screen's toolbar items), and where the focus goes
    /// back to in the content.
    case toolbar(Int, returning: ContentFocus)
    /// A tab of the tab bar (its place among the tabs), the focus there to choose it, and where
    /// the focus goes back to in the content.
    case tabBar(Int, returning: ContentFocus)

    /// The focus on the list's rows.
    static let rows = FocusPlace.content(.rows)

    /// Where the focus is in the content, or goes back to from the toolbar or the tab bar.
    var content: ContentFocus {
        switch self {
        case .content(let content), .toolbar(_, let content), .tabBar(_, let content): return content
        }
    }

    /// Whether the focus is on the list's rows.
    var isOnRows: Bool { self == .rows }

    /// The focus back in the content, where it was before the toolbar or the tab bar took it.
    var leavingBars: FocusPlace { .content(content) }
}

/// Where a screen's focus is, or goes back to, in its content: the list's rows, or a view above
/// or below them.
enum ContentFocus: Equatable {
    /// A row of the scrolling region (the screen's ``RowFocus``).
    case rows
    /// A view above the list (its index among the header's parts).
    case header(Int)
    /// A view below the list (its index among the footer's parts).
    case footer(Int)
}

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

/// A place the focus can be moved to, whatever it is on now: Tab's stops, a click, a focus
/// state the app set, a deep link. ``ScreenState/focus(on:)`` moves the focus there.
enum FocusStop: Equatable {
    /// The list as one place: the focus goes back to the row it was on.
    case rows
    /// A row of the list, and the cell in it (`nil` keeps the column).
    case row(Int, column: Int?)
    /// A view above the list.
    case header(Int)
    /// A view below the list.
    case footer(Int)
    /// A toolbar item.
    case toolbar(Int)
    /// A tab of the tab bar.
    case tabBar(Int)
}

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
