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
