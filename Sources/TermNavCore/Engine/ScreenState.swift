/// What the engine keeps of a screen between frames besides its views' `@State`: where the
/// focus is and how far the rows are scrolled.
struct ScreenState: Equatable {
    /// What has the focus: the rows, a view above or below them, a toolbar item or a tab.
    var focus = FocusPlace.rows
    /// The list's focused row, or the row the focus comes back to while it is elsewhere.
    var row = RowFocus()
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

    /// Starts the screen afresh, for other content in place of the last: the focus on the
    /// first row that takes it, scrolled to the top, nothing being edited or scrolled across.
    mutating func startAfresh() {
        focus = .rows
        row = RowFocus()
        top = 0
        editing = FieldEditing()
        across = AcrossState()
    }
}
