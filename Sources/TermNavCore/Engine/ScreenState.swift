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
    /// The editing of the screen's search field or filter line: its insertion point and undo
    /// steps, taken up again from the field's text when the app changes it.
    var fieldEditor = LineEditor()
    /// Where the field's text showed from in the last frame, scrolled sideways; for a field of
    /// several lines, the first of its lines shown.
    var fieldWindowStart = 0
    /// The column (from the content's leading edge) where the layout placed the text field
    /// being edited in the last frame, so that a click finds its characters; `nil` where the
    /// field was drawn from the start of its row.
    var fieldColumn: Int?
    /// The column ↑ and ↓ keep to in a field of several lines, from the first of a run of them.
    var fieldGoalColumn: Int?
    /// The editing of each text field left while the screen lives, by the field's path: the
    /// insertion point (and undo steps) it takes up again when the focus comes back.
    var textFieldEditors: [ViewPath: LineEditor] = [:]
    /// How far the content is scrolled sideways, and the focus in its carousels.
    var across = AcrossState()
}
