/// What the engine keeps of a screen between frames besides its views' `@State`: where the
/// focus is and how far the rows are scrolled.
struct ScreenState: Equatable {
    /// The focused row's index.
    var focus = 0
    /// The focused row's identity, so the focus follows the row when rows move.
    var focusID: RowID?
    /// The first row shown.
    var top = 0
    /// The rows' area height in the last frame, for paging.
    var regionHeight = 1
    /// The rows drawn in the last frame, whole or in part.
    var drawnRows: Range<Int> = 0..<0
}
