import TermNavCore

/// The frame the terminal shows and the content key of each of its rows
/// (`Cell.contentKey(of:)`), kept from one frame to the next so that a frame reads only the rows
/// that changed: a row that is the very row kept at its place (a canvas shares the rows that did
/// not change, ``Canvas/sharesRow(_:with:row:)``) has the key kept.
///
/// The writer looks for rows that moved (``VerticalScroll``) only among rows with the same key.
/// A frame's row that is a row on screen, moved or not, takes that row's key
/// (``compare(_:with:rows:oldKeys:)``).
struct ShownRowKeys {
    /// The frame last sent, whose rows' generations tell which rows of the next are its own.
    private var frame: Canvas?
    /// The key of each row of `frame`; empty when they were not read.
    private var keys: [Int] = []

    /// The key of each of the rows on screen: the one kept where the row is the row kept at its
    /// place, else read from the row.
    /// - Parameters:
    ///   - shown: The frame as the terminal shows it.
    ///   - rows: How many of its rows are shown.
    /// - Returns: A key per row.
    func keys(of shown: Canvas, rows: Int) -> [Int] {
        // The frame kept is the one on screen, as it is after every frame the writer sent.
        if keys.count >= rows, let frame, frame.sharesEveryRow(with: shown) {
            return keys.count == rows ? keys : Array(keys.prefix(rows))
        }
        return (0..<rows).map { y in
            if y < keys.count, let frame, frame.sharesRow(y, with: shown) { return keys[y] }
            return Cell.contentKey(of: shown.row(y))
        }
    }

    /// Keeps the frame sent, with the keys known for its rows.
    /// - Parameters:
    ///   - sent: The frame now on screen.
    ///   - keys: The key of each of its rows shown, or `nil` when they were not read.
    mutating func keep(_ sent: Canvas, keys: [Int]?) {
        frame = sent
        self.keys = keys ?? []
    }

    /// How each row of a frame compares with the row at its place on screen, and its content key,
    /// reading as few cells as can be:
    /// - a row that is the very row shown at its place (``Canvas/sharesRow(_:with:row:)``) did
    ///   not change, and keeps its key; nothing of it is read;
    /// - a row that is the very row shown a few rows away (a list scrolled by the renderer shares
    ///   its rows) takes that row's key, and differs from the row at its place without a cell
    ///   read when their keys differ;
    /// - any other row is compared cell by cell (`Cell.rowsMatch(_:_:)`), and its key read from
    ///   its cells only when it changed.
    /// - Parameters:
    ///   - next: The frame.
    ///   - before: The frame on screen, of the same size.
    ///   - rows: How many of their rows are shown.
    ///   - oldKeys: The keys of the rows on screen.
    /// - Returns: For each row shown, whether it is the same as on screen, and its key.
    static func compare(_ next: Canvas, with before: Canvas, rows: Int, oldKeys: [Int]) -> (
        unchanged: [Bool], keys: [Int]
    ) {
        // How far the last row found on screen had moved, either way: rows scrolled together move
        // alike.
        var shift = 1
        var unchanged: [Bool] = []
        var keys: [Int] = []
        unchanged.reserveCapacity(rows)
        keys.reserveCapacity(rows)
        for y in 0..<rows {
            if next.sharesRow(y, with: before) {
                unchanged.append(true)
                keys.append(oldKeys[y])
                continue
            }
            var moved: Int?
            if y + shift >= 0, y + shift < rows, next.sharesRow(y, with: before, row: y + shift) {
                moved = y + shift
            } else if y - shift >= 0, y - shift < rows, next.sharesRow(y, with: before, row: y - shift) {
                shift = -shift
                moved = y + shift
            }
            if let moved {
                let key = oldKeys[moved]
                // Rows with different keys differ (see `Cell.contentKey(of:)`).
                unchanged.append(key == oldKeys[y] && Cell.rowsMatch(before.row(y), next.row(y)))
                keys.append(key)
            } else if Cell.rowsMatch(before.row(y), next.row(y)) {
                unchanged.append(true)
                keys.append(oldKeys[y])
            } else {
                unchanged.append(false)
                keys.append(Cell.contentKey(of: next.row(y)))
            }
        }
        return (unchanged, keys)
    }
}
