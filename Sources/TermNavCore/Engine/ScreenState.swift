/// What the engine keeps of a screen between frames besides its views' `@State`: where the
/// focus is and how far the rows are scrolled.
struct ScreenState: Equatable {
    /// Which part of the screen has the focus.
    enum Area: Equatable {
        /// A row of the scrolling region: ``focus``.
        case rows
        /// A view above the list (its index among the header's parts).
        case header(Int)
        /// A view below the list (its index among the footer's parts).
        case footer(Int)
        /// A toolbar item (its index among the screen's toolbar items).
        case toolbar(Int)
        /// A tab of the tab bar (its place among the tabs), the focus there to choose it.
        case tabBar(Int)
    }

    /// Where the focus is.
    var area = Area.rows
    /// Where the focus goes back to when it leaves the toolbar.
    var contentArea = Area.rows
    /// The focused row's index; kept while the focus is elsewhere, so it comes back to the row.
    var focus = 0
    /// The focused cell's column in the focused row, when that is a lazy grid's line; kept while
    /// the focus is on other rows, and held to the line's last cell at a short line.
    var column = 0
    /// The focused row's identity (the focused cell's, in a lazy grid's line), so the focus
    /// follows the row when rows move.
    var focusID: RowID?
    /// The first row shown.
    var top = 0
    /// The rows' area height in the last frame, for paging.
    var regionHeight = 1
    /// The rows drawn in the last frame, whole or in part.
    var drawnRows: Range<Int> = 0..<0
    /// The editing of the line the keys type into (the search field, the filter line or the
    /// text field being edited), and of the text fields the focus left.
    var editing = FieldEditing()
    /// How far the content is scrolled sideways, and the focus in its carousels.
    var across = AcrossState()
}
