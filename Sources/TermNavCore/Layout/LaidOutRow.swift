/// A row laid out for the screen's width: its lines and its accessory.
struct LaidOutRow {
    /// The row's lines, top first; at least one for a list row.
    let lines: [Line]
    /// The accessory drawn at the right of the first line; empty for none.
    let accessory: Line

    /// The accessory's display width.
    var accessoryWidth: Int { accessory.width }

    /// A lazy grid's line's cells, where the focus bar is drawn.
    struct Cells {
        /// The columns of each cell, from the content's leading edge.
        var columns: [Range<Int>]
        /// The lines the cells take, from the row's first: the grid's spacing below them is
        /// not under the bar.
        var height: Int
    }

    /// The cells, for a lazy grid's line: the focus bar is drawn over the focused cell's only.
    /// `nil` for any other row.
    var cells: Cells?

    /// The lines the row takes on screen.
    var height: Int { lines.count }

    /// The row's generation, taken when it is laid out (made), kept by its copies: a row handed
    /// out again from a cache has the generation it had, a row laid out again a new one.
    var generation = Generation.next()

    /// Whether this is the very row another is, by their generations: one laid out once and
    /// handed out again, so the two draw alike. Nothing of either is read.
    /// - Parameter other: The other row.
    /// - Returns: `true` when both have the same generation.
    func isSameRow(as other: LaidOutRow) -> Bool {
        generation == other.generation
    }
}
