/// The first steps of a frame: the screen's chrome (where each part goes) and its rows laid out,
/// each reused from the caches handed over while its key stands.
extension FramePlanner {
    /// The screen's chrome for this frame: the one kept, while its key stands, else made anew.
    /// - Parameters:
    ///   - screen: The screen, resolved for this frame.
    ///   - resolvedAtChange: The state change the screen was resolved at.
    ///   - caches: The caches handed over; the chrome is taken out of them.
    ///   - mode: The screen's input mode.
    /// - Returns: The chrome.
    func chrome(
        for screen: ResolvedScreen, resolvedAtChange: Int, caches: inout ScreenCaches, mode: InputMode
    ) -> ScreenChrome {
        let key = ScreenChrome.Key(
            size: size, unicode: unicode, resolvedAtChange: resolvedAtChange, stack: stack,
            isFiltering: mode.filter != nil, hasTabBar: tabBar != nil)
        // Taken out of the caches handed over, so that it is changed where it is stored.
        if let kept = caches.chrome.take(), kept.key == key { return kept }
        return ScreenChrome(key: key, screen: screen, stack: Array(barStack))
    }

    /// The screen's rows laid out at this frame's width: the layout kept, while it fits, else a
    /// new one, which keeps the generations of the rows that draw as the last frame's did.
    /// Content that is not a list is placed as SwiftUI places it, unless a filter shows some of
    /// its rows.
    /// - Parameters:
    ///   - screen: The screen, resolved for this frame.
    ///   - caches: The caches handed over; the row layout is taken out of them.
    ///   - mode: The screen's input mode.
    ///   - layout: Where the screen's parts go.
    /// - Returns: The rows' layout.
    func rowLayout(
        for screen: ResolvedScreen, caches: inout ScreenCaches, mode: InputMode, layout: ScreenLayout
    ) -> RowLayout {
        let kept = caches.rowLayout.take()
        if let kept, kept.fits(screen.rows, layout) { return kept }
        let lines = FieldLines(unicode: unicode)
        return RowLayout(
            rows: screen.rows, layout: LineLayout(unicode: unicode), screen: layout,
            scrollsAcross: screen.scrollsAcross,
            fieldLines: { row, width, most in lines.textAreaRow(row, width: width, mostLines: most) },
            stacks: mode.filter == nil ? screen.contentStacks : nil, replacing: kept)
    }

    /// Where the focus bar goes on the focused row, when not across the whole row: a lazy grid's
    /// focused cell, or a placed row narrower than the screen (a button in a centred stack).
    /// - Parameters:
    ///   - focusedRow: The focused row's index among the rows shown.
    ///   - rows: The rows shown.
    ///   - state: The screen's state.
    ///   - rowLayout: The rows' layout.
    ///   - width: The content's width.
    /// - Returns: The bar's columns and lines; `nil` for the whole row.
    static func focusedCell(
        of focusedRow: Int, in rows: [LaidOutRow], state: ScreenState, rowLayout: RowLayout, width: Int
    ) -> Frame.FocusedCell? {
        guard rows.indices.contains(focusedRow) else { return nil }
        if let cells = rows[focusedRow].cells, !cells.columns.isEmpty {
            return Frame.FocusedCell(
                columns: cells.columns[min(max(0, state.row.column), cells.columns.count - 1)],
                height: cells.height)
        }
        if let columns = rowLayout.placedColumns(of: state.row.index), !columns.isEmpty, columns.count < width
        {
            return Frame.FocusedCell(columns: columns, height: rows[focusedRow].height)
        }
        return nil
    }
}
