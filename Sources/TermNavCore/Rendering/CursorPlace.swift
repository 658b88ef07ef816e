/// Where the terminal's cursor stands once a frame is shown.
///
/// Terminal screen readers (Orca, NVDA or VoiceOver with a terminal, speakup, BRLTTY) read the
/// line and the cell the cursor stands on, so after every frame it stands where the user is:
/// at a field's insertion point, shown, or else at the start of what has the focus, hidden
/// unless the terminal is asked to show it there (`TERMNAV_CURSOR=1`).
package enum CursorPlace: Hashable, Sendable {
    /// The insertion point of the text field being edited: the cursor shows there.
    case insertionPoint(CellPosition)
    /// The start of the focused element's label (a row, a button of an alert, a menu's item, the
    /// title of a screen just shown): the cursor rests there, hidden unless asked for.
    case focus(CellPosition)

    /// The cell.
    package var position: CellPosition {
        switch self {
        case .insertionPoint(let position), .focus(let position): position
        }
    }
}
