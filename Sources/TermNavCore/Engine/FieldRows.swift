/// The row of the text field being edited as the last frame drew it, so that a frame whose field
/// draws as the last one's hands out the very row it did (its generation), and the renderer
/// paints it again only when the field changed.
///
/// The row is its laid-out row with the field drawn again from its editor in the columns the
/// layout gave it. The row kept for a place (its index among the screen's rows) is handed out
/// again while its laid-out row is the same (by generation) and its lines are equal; otherwise
/// a new row is made. Only the row of the last frame is kept.
struct FieldRows {
    /// Where a field's row is: its index among the screen's rows, and whether it is the field
    /// being edited.
    struct Place: Hashable {
        /// The row's index among the screen's rows.
        var index: Int
        /// Whether the row is the field being edited.
        var isEdited: Bool
    }

    /// A row handed out, with what it was made from.
    private struct Kept {
        /// The laid-out row's generation.
        var base: Generation
        /// The row's lines, the field drawn in them.
        var lines: [Line]
        /// The row made.
        var row: LaidOutRow
    }

    /// The rows handed out, by place.
    private var kept: [Place: Kept] = [:]

    /// A field's row at a place: the one the last frame had there when it was made from the
    /// same laid-out row and equal lines, else a new one, kept for the next frame.
    /// - Parameters:
    ///   - place: Where the row is.
    ///   - base: The row as laid out.
    ///   - lines: The row's lines with the field drawn in them.
    ///   - last: The rows the last frame handed out.
    /// - Returns: The row.
    mutating func row(at place: Place, base: LaidOutRow, lines: [Line], last: FieldRows?) -> LaidOutRow {
        if let old = last?.kept[place], old.base == base.generation, old.lines == lines {
            kept[place] = old
            return old.row
        }
        let row = LaidOutRow(lines: lines, accessory: base.accessory)
        kept[place] = Kept(base: base.generation, lines: lines, row: row)
        return row
    }
}
