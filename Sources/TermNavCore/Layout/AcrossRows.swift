/// The rows of a screen laid out wider than the screen, seen through the screen's window: the
/// rows of a screen that scrolls across, and carousel rows (a horizontal scroll view standing as
/// a row).
///
/// Cache: each row's carousel layout and its last window, by row index, kept with the
/// ``RowLayout`` that owns this (dropped with it: a new resolution, filter or width). A window
/// is handed out again while its row (by generation) and its cut are the same, so a frame whose
/// window did not move gives the renderer the very rows it drew.
@MainActor
final class AcrossRows {
    /// Where a row is cut: the column at the window's left edge, the window's width, and the
    /// columns of the row drawn highlighted (a carousel's focused item), if any.
    struct Cut: Equatable {
        /// The row's column at the window's left edge.
        var offset: Int
        /// The window's width.
        var width: Int
        /// The columns of the window drawn as the focus, if any.
        var highlight: Range<Int>?
    }

    /// The carousel rows laid out, by row index.
    private var carousels: [Int: CarouselLayout] = [:]
    /// Each row's last window: the row it was cut from, the cut, and the row cut.
    private var windows: [Int: (source: Generation, cut: Cut, row: LaidOutRow)] = [:]

    /// Keeps a carousel row's layout.
    func note(_ carousel: CarouselLayout, at index: Int) {
        RowCache.trim(&carousels, near: index)
        carousels[index] = carousel
    }

    /// The layout of carousel row `index`, if it is one and has been laid out.
    func carousel(at index: Int) -> CarouselLayout? {
        carousels[index]
    }

    /// Row `index` seen through a window.
    /// - Parameters:
    ///   - row: The row laid out whole.
    ///   - index: Its index.
    ///   - cut: Where it is cut.
    ///   - ellipsis: The ellipsis as the terminal shows it, marking text past either edge.
    /// - Returns: The row within the window, the same row as last time for the same cut.
    func window(of row: LaidOutRow, at index: Int, cut: Cut, ellipsis: String) -> LaidOutRow {
        if let kept = windows[index], kept.source == row.generation, kept.cut == cut { return kept.row }
        let lines = row.lines.map { $0.window(from: cut.offset, width: cut.width, ellipsis: ellipsis) }
        let windowed = LaidOutRow(lines: lines, accessory: row.accessory)
        RowCache.trim(&windows, near: index)
        windows[index] = (row.generation, cut, windowed)
        return windowed
    }
}
