/// The rows of text fields as the last frame drew them, so that a frame whose field rows draw as
/// the last one's hands out the very rows it did (their generations), and the renderer paints
/// none of them again: a Down key in a form repaints the two rows whose focus changed, not every
/// field shown.
///
/// A field's row is its laid-out row with its first line drawn as a field
/// (``FieldLines/textFieldLine(_:field:editor:windowStart:width:)``). The row kept for a place
/// (its index among the screen's rows, and whether it is the field being edited) is handed out
/// again while its laid-out row is the same (by generation) and its field's line is equal;
/// otherwise a new row is made. Only the rows of the last frame are kept.
struct FieldRows {
    /// Where a field's row is: its index among the screen's rows, and whether it is the field
    /// being edited (drawn from its editor, over its row drawn as a field).
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
        /// The field's line.
        var line: Line
        /// The row made.
        var row: LaidOutRow
    }

    /// The rows handed out, by place.
    private var kept: [Place: Kept] = [:]

    /// A field's row at a place: the one the last frame had there when it was made from the
    /// same laid-out row and an equal line, else a new one, kept for the next frame.
    /// - Parameters:
    ///   - place: Where the row is.
    ///   - base: The row as laid out (or as drawn as a field, for the edited one).
    ///   - line: The field's line, in place of the row's first.
    ///   - last: The rows the last frame handed out.
    /// - Returns: The row.
    mutating func row(at place: Place, base: LaidOutRow, line: Line, last: FieldRows?) -> LaidOutRow {
        if let old = last?.kept[place], old.base == base.generation, old.line == line {
            kept[place] = old
            return old.row
        }
        let row = LaidOutRow(lines: [line] + base.lines.dropFirst(), accessory: base.accessory)
        kept[place] = Kept(base: base.generation, line: line, row: row)
        return row
    }
}
