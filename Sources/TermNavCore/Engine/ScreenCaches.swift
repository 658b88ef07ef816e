/// What a screen keeps of its last frame only so that the next one costs less: one cache per
/// layer below the engine's own state, each with the rule that drops it. Dropping either changes
/// what a frame costs, never what it shows.
///
/// The resolution layer's cache is the screen session's resolved screen
/// (``ScreenEntry/resolved``, kept while its ``ScreenEntry/ResolutionKey`` stands); the
/// renderer keeps its own canvases.
@MainActor
struct ScreenCaches {
    /// The layout layer's: the rows laid out at the screen's width, with the window last read
    /// (`RowLayout`). Kept while it fits the rows it is asked for (the same resolved rows at the
    /// same content width, `RowLayout.fits`); dropped when the screen is resolved afresh, and
    /// when its filter changes which rows show.
    var rowLayout: RowLayout?
    /// The engine's frame parts around the rows (``ScreenChrome``): the fixed lines, the bar's
    /// plan, where everything goes and the help items. Kept while its ``ScreenChrome/Key``
    /// stands (the size, the glyph set, the resolution it was made from, the stack, whether the
    /// filter line shows), checked by every frame; dropped when the filter line opens or gets
    /// the focus back, or closes.
    var chrome: ScreenChrome?
    /// The frame planner's: the rows of text fields the last frame drew (``FieldRows``), each
    /// handed out again while its laid-out row (by generation) and its field's line stand; only
    /// the last frame's are kept.
    var fieldRows: FieldRows?
}
