/// What the engine hands the renderer for one frame: the top screen laid out, with every
/// decision already made (focus, scroll, which rows show, which commands can act). The renderer
/// only places it on a canvas.
struct Frame {
    /// One line of the fixed content above or below the rows.
    struct FixedLine {
        /// The line.
        var line: Line
        /// Whether the view it belongs to has the focus (drawn highlighted).
        var isFocused: Bool
    }

    /// The screen the frame shows, to tell frames of different screens apart.
    var screen: ScreenID
    /// The screens on the stack, bottom first (the last is `screen`).
    var stack: [ScreenID]
    /// Where each part goes.
    var layout: ScreenLayout
    /// Whether the terminal shows UTF-8.
    var unicode: Bool
    /// The navigation bar's parts, the title and the toolbar items, placed.
    var bar: [PlacedLine]
    /// The lines of the fixed content above the rows.
    var header: [FixedLine]
    /// The rows in the window, laid out, top first; the last may be cut by the region's end.
    /// While the same rows show, frame after frame, these are the same laid-out rows (see
    /// ``WindowRows``), each with the generation it was laid out with (``LaidOutRow/generation``),
    /// so the renderer tells at once that they did not change.
    var rows: [LaidOutRow]
    /// The index in ``rows`` of the row with the focus (drawn highlighted), if one has it.
    var focusedRow: Int?
    /// The part of the focused row that has the focus, when the focus is on one part of it: a
    /// lazy grid's cell, or a carousel's item. The bar is drawn over that part only; over the
    /// whole row when `nil`.
    var focusedCell: FocusedCell?

    /// The focused part of a row: a lazy grid's cell, a carousel's item. Where the bar is drawn.
    struct FocusedCell: Equatable {
        /// Its columns, from the content's leading edge.
        var columns: Range<Int>
        /// The lines it takes, from the row's first (`Int.max` for every line of the row).
        var height: Int
    }
    /// The index among the screen's rows of the first of ``rows``: a frame scrolled from another
    /// shows the same rows shifted by the difference.
    var firstRow = 0
    /// The lines of the fixed content below the rows.
    var footer: [FixedLine]
    /// The help line's items, for the commands that can act on this screen, in key-map order,
    /// then the app's own key bindings.
    var helpItems: [String]
    /// The app's own key bindings (`.onKeyPress` with help text) that can act now, innermost
    /// first, as the help line names them after the key map's items.
    var appKeyBindings: [AppKeyBinding] = []
    /// A box drawn over everything else (an alert or a confirmation dialog), its lines placed.
    var overlay: [PlacedLine] = []
    /// Where the terminal's cursor shows: the insertion point of the field with the focus, when
    /// no box covers it; `nil` hides it.
    var cursor: CellPosition?
    /// Whether the frame is the first of its screen since another showed (a push, a pop, the
    /// app's start): the terminal's cursor then rests on the screen's title, where a screen
    /// reader reads it, and on the focused element from the next frame on.
    var showsNewScreen = false
    /// Where the focus is among the list's rows (`3/204`), or empty.
    var position: String
    /// The colours to draw the screen's title, focused row, secondary text and accessories in.
    var theme = TerminalTheme.standard
    /// The colours behind every cell without a background of its own, a backdrop a line, when
    /// the screen's content puts a colour or a gradient there (``ScreenBackdrop``).
    var backdrop: [LineBackdrop]?
}
