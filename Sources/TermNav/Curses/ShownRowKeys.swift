import TermNavCore

/// The rows the terminal shows and the content key of each (`Cell.contentKey(of:)`), kept from
/// one frame to the next so that a frame reads only the rows that changed: a row that is the very
/// row kept at its place (a canvas shares the rows that did not change) has the key kept.
///
/// The writer looks for rows that moved (``VerticalScroll``) only among rows with the same key.
/// A frame's row that is a row on screen, moved or not, takes that row's key
/// (``keys(of:unchanged:before:oldKeys:)``).
struct ShownRowKeys {
    /// The rows shown, as the last frame sent them; holding them keeps their storage from being
    /// reused for other rows.
    private var rows: [ArraySlice<Cell>] = []
    /// The key of each row of `rows`; empty when they were not read.
    private var keys: [Int] = []

    /// The key of each of the rows on screen: the one kept where the row is the row kept at its
    /// place, else read from the row.
    /// - Parameter shown: The rows as the terminal shows them.
    /// - Returns: A key per row.
    func keys(of shown: [ArraySlice<Cell>]) -> [Int] {
        shown.indices.map { y in
            if y < keys.count, Cell.sameStorage(rows[y], shown[y]) { return keys[y] }
            return Cell.contentKey(of: shown[y])
        }
    }

    /// Keeps the rows a frame sent, with the keys known for them.
    /// - Parameters:
    ///   - sent: The rows now on screen.
    ///   - keys: The key of each, or `nil` when they were not read.
    mutating func keep(_ sent: [ArraySlice<Cell>], keys: [Int]?) {
        rows = sent
        self.keys = keys ?? []
    }

    /// The content key of each row of a frame: the key of the row on screen where the row did not
    /// change, or is the very row shown a few rows away (a list scrolled by the renderer shares its
    /// rows), and read from the row where it is new.
    /// - Parameters:
    ///   - next: The frame's rows.
    ///   - unchanged: For each row, whether it is the same as on screen.
    ///   - before: The rows on screen.
    ///   - oldKeys: Their keys.
    /// - Returns: A key per row of `next`.
    static func keys(
        of next: [ArraySlice<Cell>], unchanged: [Bool], before: [ArraySlice<Cell>], oldKeys: [Int]
    ) -> [Int] {
        // How far the last row found on screen had moved, either way: rows scrolled together move
        // alike.
        var shift = 1
        var keys: [Int] = []
        keys.reserveCapacity(next.count)
        for y in next.indices {
            if unchanged[y] {
                keys.append(oldKeys[y])
                continue
            }
            if let source = Self.row(of: before, sharedWith: next[y], at: y + shift) {
                keys.append(oldKeys[source])
            } else if let source = Self.row(of: before, sharedWith: next[y], at: y - shift) {
                shift = -shift
                keys.append(oldKeys[source])
            } else {
                keys.append(Cell.contentKey(of: next[y]))
            }
        }
        return keys
    }

    /// A row on screen, when it is the very row of a frame.
    private static func row(of rows: [ArraySlice<Cell>], sharedWith row: ArraySlice<Cell>, at index: Int)
        -> Int?
    {
        rows.indices.contains(index) && Cell.sameStorage(row, rows[index]) ? index : nil
    }
}
