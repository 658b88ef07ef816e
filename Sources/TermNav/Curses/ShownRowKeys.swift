import TermNavCore

/// The rows the terminal shows and the content key of each (`Cell.contentKey(of:)`), kept from
/// one frame to the next so that a frame reads only the rows that changed: a row that is the very
/// row kept at its place (a canvas shares the rows that did not change) has the key kept.
///
/// The writer looks for rows that moved (``VerticalScroll``) only among rows with the same key.
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
}
