/// Finds, for a row of a new frame, the row of the frame before that showed the same thing, so
/// that rows a list scrolled are moved rather than drawn again.
///
/// Rows that scroll together move by the same amount, so each search first looks where the last
/// one found its row. Looking anywhere else costs a comparison per row: after a few rows found
/// nowhere (a frame of another screen) the search only looks at the last shift.
struct RowSearch {
    /// How far the last row found had moved: its old row minus its new one.
    private var shift = 0
    /// How many more rows may be looked for everywhere.
    private var searchesLeft = 3

    /// The row of the frame before that showed a paint, or `nil` when none did.
    /// - Parameters:
    ///   - paint: The paint wanted.
    ///   - painted: The paints of the frame before.
    ///   - y: The row the paint is wanted on.
    /// - Returns: The row it was on.
    mutating func row(showing paint: RowPaint, in painted: [RowPaint], near y: Int) -> Int? {
        if shift != 0, painted.indices.contains(y + shift), painted[y + shift] == paint {
            return y + shift
        }
        guard !paint.isBlank, searchesLeft > 0 else { return nil }
        guard let found = painted.indices.first(where: { $0 != y && painted[$0] == paint }) else {
            searchesLeft -= 1
            return nil
        }
        shift = found - y
        return found
    }
}
