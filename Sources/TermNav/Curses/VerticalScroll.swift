import TermNavCore

/// Rows that moved up or down together between the frame on screen and the next, which the
/// terminal can scroll instead of having them drawn again, as ncurses does: a list scrolled by
/// one row costs its new row, not the whole list.
///
/// The scroll is done within a scroll region (`csr`), by `ind`/`indn` for content moving up and
/// `ri`/`rin` for content moving down; the rows it uncovers are blank.
struct VerticalScroll: Equatable {
    /// The first row of the scroll region.
    let top: Int
    /// The last row of the scroll region.
    let bottom: Int
    /// How far the content moves: up when positive, down when negative.
    let distance: Int

    /// The most rows a scroll is worth when fewer than this many cells are saved: what it costs
    /// to set the region, move and scroll, and set the region back.
    private static let minimumSaving = 48

    /// The scroll that saves the most drawing between two screens, when one saves enough.
    /// - Parameters:
    ///   - old: The rows as the terminal shows them.
    ///   - new: The rows of the next frame, as many.
    /// - Returns: The scroll, or `nil` when no block of rows moved, or too little would be saved.
    static func find(from old: [ArraySlice<Cell>], to new: [ArraySlice<Cell>]) -> VerticalScroll? {
        let count = min(old.count, new.count)
        guard count > 2 else { return nil }
        let oldHashes = old.prefix(count).map(\.hashValue)
        let newHashes = new.prefix(count).map(\.hashValue)
        let oldBlank = old.prefix(count).map(isBlank)
        let newBlank = new.prefix(count).map(isBlank)
        // What drawing each row of the new frame in place would cost; nothing when unchanged.
        let cost = (0..<count).map { y in
            newHashes[y] == oldHashes[y] && new[y] == old[y] ? 0 : drawnCells(new[y])
        }
        func same(_ y: Int, _ source: Int) -> Bool {
            newHashes[y] == oldHashes[source] && ((newBlank[y] && oldBlank[source]) || new[y] == old[source])
        }
        var best: (scroll: VerticalScroll, saving: Int)?
        for distance in 1..<count {
            for signed in [distance, -distance] {
                var y = max(0, -signed)
                let limit = min(count, count - signed)
                while y < limit {
                    // A run of rows from y whose content was `signed` rows lower (or higher) before.
                    var end = y
                    var saving = 0
                    while end < limit, same(end, end + signed) {
                        saving += cost[end]
                        end += 1
                    }
                    if saving >= minimumSaving, saving > best?.saving ?? 0 {
                        let top = signed > 0 ? y : y + signed
                        let bottom = signed > 0 ? end - 1 + signed : end - 1
                        best = (VerticalScroll(top: top, bottom: bottom, distance: signed), saving)
                    }
                    y = max(end, y + 1)
                }
            }
        }
        return best?.scroll
    }

    /// Whether a row is all plain blanks.
    private static func isBlank(_ row: ArraySlice<Cell>) -> Bool {
        row.allSatisfy { $0 == .blank() }
    }

    /// The number of cells of a row that are not plain blanks: roughly what drawing it costs.
    private static func drawnCells(_ row: ArraySlice<Cell>) -> Int {
        row.reduce(0) { count, cell in cell == .blank() ? count : count + 1 }
    }

    /// The rows as the terminal shows them after the scroll.
    /// - Parameter rows: The rows before it.
    /// - Returns: The rows after it: moved within the region, the uncovered ones blank.
    func applied(to rows: [ArraySlice<Cell>]) -> [ArraySlice<Cell>] {
        var result = rows
        let width = rows.first?.count ?? 0
        let blank = ArraySlice(Array(repeating: Cell.blank(), count: width))
        for y in top...bottom {
            let source = y + distance
            result[y] = (top...bottom).contains(source) ? rows[source] : blank
        }
        return result
    }

    /// The bytes that scroll the terminal, or `nil` when it cannot scroll this way.
    ///
    /// Call with the terminal in the plain style, so the uncovered rows are plain blanks.
    /// Afterwards the cursor's position is unknown.
    /// - Parameters:
    ///   - capabilities: The terminal's sequences.
    ///   - height: The screen's height, for setting the region back.
    /// - Returns: The bytes.
    func bytes(using capabilities: TerminalCapabilities, height: Int) -> [UInt8]? {
        guard let region = capabilities.scrollRegion, let set = region(top, bottom),
            let reset = region(0, height - 1)
        else { return nil }
        let count = abs(distance)
        let step = distance > 0 ? capabilities.scrollForward : capabilities.scrollReverse
        let counted = (distance > 0 ? capabilities.scrollForwardBy : capabilities.scrollReverseBy)?(count)
        var scroll: [UInt8]?
        if let step, !step.isEmpty { scroll = Array([[UInt8]](repeating: step, count: count).joined()) }
        if let counted, counted.count < scroll?.count ?? .max { scroll = counted }
        // ind scrolls from the region's last row, ri from its first.
        guard let scroll, let move = capabilities.cursorAddress(distance > 0 ? bottom : top, 0) else {
            return nil
        }
        return set + move + scroll + reset
    }
}
