/// The row of the text field being edited as the last frame drew it, so that a frame whose field
/// draws as the last one's hands out the very row it did (its generation), and the renderer
/// paints it again only when the field changed.
///
/// The row is its laid-out row with the field drawn again from its editor in the columns the
/// layout gave it. It is handed out again while it is at the same index among the screen's rows,
/// its laid-out row is the same (by generation) and its lines are equal; otherwise a new row is
/// made. Only the row of the last frame is kept.
struct FieldRows {
    /// The row handed out, with what it was made from.
    private struct Kept {
        /// The row's index among the screen's rows.
        var index: Int
        /// The laid-out row's generation.
        var base: Generation
        /// The row's lines, the field drawn in them.
        var lines: [Line]
        /// The row made.
        var row: LaidOutRow
    }

    /// The row handed out in this frame, if any.
    private var kept: Kept?

    /// The edited field's row at an index: the one the last frame had there when it was made
    /// from the same laid-out row and equal lines, else a new one, kept for the next frame.
    /// - Parameters:
    ///   - index: The row's index among the screen's rows.
    ///   - base: The row as laid out.
    ///   - lines: The row's lines with the field drawn in them.
    ///   - last: The rows the last frame handed out.
    /// - Returns: The row.
    mutating func row(at index: Int, base: LaidOutRow, lines: [Line], last: FieldRows?) -> LaidOutRow {
        if let old = last?.kept, old.index == index, old.base == base.generation, old.lines == lines {
            kept = old
            return old.row
        }
        let row = LaidOutRow(lines: lines, accessory: base.accessory)
        kept = Kept(index: index, base: base.generation, lines: lines, row: row)
        return row
    }
}
