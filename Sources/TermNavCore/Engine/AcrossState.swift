/// How far a screen's content is scrolled sideways, and where the focus is in its carousels:
/// part of ``ScreenState``, so it is kept while the screen is covered and found again on a pop.
struct AcrossState: Equatable {
    /// A carousel row's focus and scroll.
    struct Carousel: Equatable {
        /// The index of the focused item among the carousel's items.
        var item: Int?
        /// The carousel's column at the window's left edge.
        var offset = 0
    }

    /// The content's column at the window's left edge, on a screen whose content scrolls
    /// across.
    var offset = 0
    /// Whether that content, as the last frame showed it, is wider than the screen: ← and →
    /// scroll it then.
    var isWider = false
    /// Each carousel row's focus and scroll, by the row's identity.
    var carousels: [RowID: Carousel] = [:]
}

/// What ← and → move on a screen now.
enum AcrossTarget {
    /// The screen's content, wider than the screen.
    case screen
    /// The focus among the items of the carousel that is row `index`.
    case carousel(index: Int, items: CarouselItems)
}

extension ResolvedScreen {
    /// What ← and → move, if anything: the carousel the focus is in (with more than one item
    /// that takes the focus), else the screen's content while it is wider than the screen.
    /// - Parameter state: The screen's focus and scroll.
    func acrossTarget(for state: ScreenState) -> AcrossTarget? {
        if !rows.isList, let row = state.focusedRow, row.index >= 0, row.index < rows.count,
            let items = rows.row(at: row.index).node.carouselItems,
            items.isFocusable.filter({ $0 }).count > 1
        {
            return .carousel(index: row.index, items: items)
        }
        return scrollsAcross && state.across.isWider ? .screen : nil
    }
}

extension KeyMap.Command {
    /// Whether the command moves across (← and →): it gives its key to the next binding where
    /// nothing moves across.
    var isSideways: Bool {
        self == .moveLeft || self == .moveRight
    }

    /// Whether the command switches tabs: where there is no tab bar, its key does what the key
    /// without its modifiers does (Ctrl-PgDn pages down).
    var isTabSwitch: Bool { self == .nextTab || self == .previousTab }
}
