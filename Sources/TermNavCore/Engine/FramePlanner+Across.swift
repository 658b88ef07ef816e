extension FramePlanner {
    /// The window's rows as the screen's sideways scroll shows them, and the columns of the
    /// focused carousel item.
    struct AcrossWindow {
        /// The rows, each cut to the screen's width.
        var rows: [LaidOutRow]
        /// The columns of the focused row to highlight, when the focus is on a carousel's item.
        var focusedColumns: Range<Int>?
    }

    /// Cuts the rows wider than the screen to its width: on a screen whose content scrolls
    /// across, every row at the screen's offset (kept within the content's width); each carousel
    /// row at its own offset, moved the least that shows its focused item whole.
    /// - Parameters:
    ///   - rows: The window's rows, laid out.
    ///   - top: The index of the first of them.
    ///   - screen: The screen.
    ///   - rowLayout: The rows' layout, which keeps the carousels and the windows.
    ///   - layout: Where the rows go.
    ///   - state: The screen's state: its sideways offsets are settled here.
    /// - Returns: The rows cut, and the focused columns.
    func acrossWindow(
        _ rows: [LaidOutRow], top: Int, screen: ResolvedScreen, rowLayout: RowLayout, layout: ScreenLayout,
        state: inout ScreenState
    ) -> AcrossWindow {
        let ellipsis = Glyphs.ellipsis.text(unicode: unicode)
        var window = AcrossWindow(rows: rows)
        if screen.scrollsAcross {
            let widest = rows.reduce(0) { widest, row in
                row.lines.reduce(widest) { max($0, $1.trimmingTrailingSpaces().width) }
            }
            let room = layout.contentWidth
            state.across.isWider = widest > room
            state.across.offset = min(max(0, state.across.offset), max(0, widest - room))
            let offset = state.across.offset
            window.rows = rows.enumerated().map { index, row in
                let cut = AcrossRows.Cut(
                    offset: offset, width: layout.labelWidth(besideAccessoryOf: row.accessoryWidth))
                return rowLayout.across.window(of: row, at: top + index, cut: cut, ellipsis: ellipsis)
            }
            return window
        }
        for (position, row) in rows.enumerated() {
            let index = top + position
            guard let carousel = rowLayout.across.carousel(at: index) else { continue }
            let id = screen.rows.id(at: index)
            var kept = state.across.carousels[id] ?? AcrossState.Carousel()
            let room = layout.contentWidth
            let item = carousel.items.focused(kept.item)
            kept.item = item
            var highlight: Range<Int>?
            if let item, state.focusedRow?.index == index {
                // The least move that shows the item whole, clear of the column that marks
                // content past the window's edge on either side.
                let columns = carousel.columns[item]
                let right = columns.upperBound < carousel.width ? room - 1 : room
                if columns.upperBound > kept.offset + right { kept.offset = columns.upperBound - right }
                let left = columns.lowerBound > 0 ? columns.lowerBound - 1 : 0
                if left < kept.offset { kept.offset = left }
                highlight =
                    max(0, columns.lowerBound - kept.offset)..<min(room, columns.upperBound - kept.offset)
            }
            kept.offset = min(max(0, kept.offset), max(0, carousel.width - room))
            if state.across.carousels[id] != kept { state.across.carousels[id] = kept }
            let cut = AcrossRows.Cut(offset: kept.offset, width: room, highlight: highlight)
            window.rows[position] = rowLayout.across.window(of: row, at: index, cut: cut, ellipsis: ellipsis)
            if highlight != nil { window.focusedColumns = highlight }
        }
        return window
    }
}
