import TermNavCore

/// The frame the terminal shows and the content key of each of its rows
/// (`Cell.contentKey(of:)`), kept from one frame to the next so that a frame reads only the rows
/// that changed: a row that is the very row kept at its place (a canvas shares the rows that did
/// not change, ``Canvas/sharesRow(_:with:row:)``) has the key kept.
///
/// The writer looks for rows that moved (``VerticalScroll``) only among rows with the same key.
/// A frame's row that is a row on screen, moved or not, takes that row's key
/// (``keys(of:rows:unchanged:before:oldKeys:)``).
struct ShownRowKeys {
    /// The frame last sent; holding it keeps its rows' storage from being reused for other rows.
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
        (0..<rows).map { y in
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

    /// The content key of each row of a frame: the key of the row on screen where the row did not
    /// change, or is the very row shown a few rows away (a list scrolled by the renderer shares its
    /// rows), and read from the row where it is new.
    /// - Parameters:
    ///   - next: The frame.
    ///   - rows: How many of its rows are shown.
    ///   - unchanged: For each row, whether it is the same as on screen.
    ///   - before: The frame on screen.
    ///   - oldKeys: The keys of its rows.
    /// - Returns: A key per row shown of `next`.
    static func keys(of next: Canvas, rows: Int, unchanged: [Bool], before: Canvas, oldKeys: [Int]) -> [Int] {
        // How far the last row found on screen had moved, either way: rows scrolled together move
        // alike.
        var shift = 1
        var keys: [Int] = []
        keys.reserveCapacity(rows)
        for y in 0..<rows {
            if unchanged[y] {
                keys.append(oldKeys[y])
            } else if y + shift >= 0, y + shift < rows, next.sharesRow(y, with: before, row: y + shift) {
                keys.append(oldKeys[y + shift])
            } else if y - shift >= 0, y - shift < rows, next.sharesRow(y, with: before, row: y - shift) {
                shift = -shift
                keys.append(oldKeys[y + shift])
            } else {
                keys.append(Cell.contentKey(of: next.row(y)))
            }
        }
        return keys
    }
}
