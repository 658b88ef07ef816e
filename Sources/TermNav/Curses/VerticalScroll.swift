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
    /// The rows of the next frame the scroll puts in place: after it, they are as the frame has
    /// them.
    let placedRows: Range<Int>

    /// The most rows a scroll is worth when fewer than this many cells are saved: what it costs
    /// to set the region, move and scroll, and set the region back.
    private static let minimumSaving = 48

    /// The scroll that saves the most drawing between two screens, when one saves enough.
    ///
    /// Only a row that changed in place can be saved, and only by a distance at which it is
    /// found in the frame on screen. So each such row is looked for among the rows on screen
    /// with its content key (`Cell.contentKey(of:)`) first, and only the distances at which one
    /// is found are tried, in the usual order: the shortest first, up before down.
    /// - Parameters:
    ///   - old: The rows as the terminal shows them.
    ///   - new: The rows of the next frame, as many.
    ///   - unchanged: For each row, whether it is the same in both (`Cell.rowsMatch(_:_:)`).
    ///   - oldKeys: The content key of each row of `old`.
    ///   - newKeys: The content key of each row of `new`.
    /// - Returns: The scroll, or `nil` when no block of rows moved, or too little would be saved.
    static func find(
        from old: [ArraySlice<Cell>], to new: [ArraySlice<Cell>], unchanged: [Bool], oldKeys: [Int],
        newKeys: [Int]
    ) -> VerticalScroll? {
        find(
            rows: min(old.count, new.count), unchanged: unchanged, oldKeys: oldKeys, newKeys: newKeys,
            newRow: { new[$0] }, isSame: { Cell.rowsMatch(new[$0], old[$1]) })
    }

    /// The scroll that saves the most drawing between two screens, when one saves enough, as
    /// ``find(from:to:unchanged:oldKeys:newKeys:)`` finds it, with the rows read through
    /// functions, so the writer reads a frame's rows in place.
    /// - Parameters:
    ///   - rows: The number of rows of each screen.
    ///   - unchanged: For each row, whether it is the same in both.
    ///   - oldKeys: The content key of each row on screen.
    ///   - newKeys: The content key of each row of the next frame.
    ///   - newRow: A row of the next frame.
    ///   - isSame: Whether a row of the next frame (the first argument) is a row on screen (the
    ///     second), as `Cell.rowsMatch(_:_:)` says; asked only of rows with the same key.
    /// - Returns: The scroll, or `nil` when no block of rows moved, or too little would be saved.
    static func find(
        rows: Int, unchanged: [Bool], oldKeys: [Int], newKeys: [Int], newRow: (Int) -> ArraySlice<Cell>,
        isSame: (_ row: Int, _ source: Int) -> Bool
    ) -> VerticalScroll? {
        let count = min(rows, unchanged.count, oldKeys.count, newKeys.count)
        guard count > 2 else { return nil }
        // Only a changed row whose key is found elsewhere on screen can be scrolled into place:
        // looked for before anything is made, as most frames (a focus moved) have none.
        let mayHaveMoved = (0..<count).contains { y in
            !unchanged[y] && (0..<count).contains { $0 != y && oldKeys[$0] == newKeys[y] }
        }
        guard mayHaveMoved else { return nil }
        // Whether drawing a row of the new frame in place costs anything: it changed, and is
        // not all plain blanks.
        let isCostly = (0..<count).map { y in !unchanged[y] && !Cell.isBlankRow(newRow(y)) }
        guard isCostly.contains(true) else { return nil }
        // Whether row y of the new frame is row `source` of the one on screen (at
        // y * count + source), for the rows that cost something, and the distances (from
        // -count, at 0) at which one was.
        var isAt = Array(repeating: false, count: count * count)
        var isCandidate = Array(repeating: false, count: 2 * count)
        var hasCandidate = false
        for y in 0..<count where isCostly[y] {
            for source in 0..<count where source != y && oldKeys[source] == newKeys[y] {
                if isSame(y, source) {
                    isAt[y * count + source] = true
                    isCandidate[source - y + count] = true
                    hasCandidate = true
                }
            }
        }
        guard hasCandidate else { return nil }
        func same(_ y: Int, _ source: Int) -> Bool {
            isCostly[y]
                ? isAt[y * count + source]
                : newKeys[y] == oldKeys[source] && isSame(y, source)
        }
        // The runs of rows from y whose content was `signed` rows lower (or higher) before, in
        // the order they are tried (the shortest distance first, up before down), those with a
        // row that costs something: the others save nothing.
        var runs: [(signed: Int, rows: Range<Int>)] = []
        for distance in 1..<count {
            for sign in stride(from: 1, through: -1, by: -2) where isCandidate[sign * distance + count] {
                let signed = sign * distance
                var y = max(0, -signed)
                let limit = min(count, count - signed)
                while y < limit {
                    var end = y
                    var isWorthSomething = false
                    while end < limit, same(end, end + signed) {
                        isWorthSomething = isWorthSomething || isCostly[end]
                        end += 1
                    }
                    if isWorthSomething { runs.append((signed, y..<end)) }
                    y = max(end, y + 1)
                }
            }
        }
        // The first run that saves the most, when that is enough. A run's saving is counted in
        // full only when a later run must beat it; the last one only needs to beat the best.
        var best: (scroll: VerticalScroll, saving: Int)?
        for (index, run) in runs.enumerated() {
            let needed = max(minimumSaving - 1, best?.saving ?? 0)
            let isLast = index == runs.count - 1
            var saving = 0
            for y in run.rows where isCostly[y] {
                saving += Cell.drawnCells(of: newRow(y), upTo: isLast ? needed + 1 - saving : nil)
                if isLast, saving > needed { break }
            }
            guard saving > needed else { continue }
            let signed = run.signed
            let top = signed > 0 ? run.rows.lowerBound : run.rows.lowerBound + signed
            let bottom = signed > 0 ? run.rows.upperBound - 1 + signed : run.rows.upperBound - 1
            best = (VerticalScroll(top: top, bottom: bottom, distance: signed, placedRows: run.rows), saving)
        }
        return best?.scroll
    }

    /// The row on screen that a row of the region shows after the scroll.
    /// - Parameter y: A row from ``top`` to ``bottom``.
    /// - Returns: The row it showed before the scroll, or `nil` for a row the scroll uncovers,
    ///   blank.
    func source(of y: Int) -> Int? {
        let source = y + distance
        return (top...bottom).contains(source) ? source : nil
    }

    /// The bytes that scroll the terminal, or `nil` when it cannot scroll this way.
    ///
    /// Call with the terminal in the plain style, so the uncovered rows are plain blanks.
    /// Afterwards the cursor's position is unknown.
    /// - Parameters:
    ///   - sequences: The terminal's sequences.
    ///   - height: The screen's height, for setting the region back.
    /// - Returns: The bytes.
    func bytes(using sequences: inout TerminalSequences, height: Int) -> [UInt8]? {
        guard let set = sequences.scrollRegion(top, bottom), let reset = sequences.scrollRegion(0, height - 1)
        else { return nil }
        let count = abs(distance)
        let step = distance > 0 ? sequences.capabilities.scrollForward : sequences.capabilities.scrollReverse
        let counted = sequences.sequence(distance > 0 ? .scrollForwardBy : .scrollReverseBy, count)
        // `ind` or `ri` as many times as rows move, or `indn` or `rin` once when that is shorter.
        let stepsLength = step.map { $0.isEmpty ? Int.max : $0.count * count } ?? .max
        let useCounted = (counted?.count ?? .max) < stepsLength
        guard useCounted || stepsLength < .max else { return nil }
        // ind scrolls from the region's last row, ri from its first.
        guard let move = sequences.cursorAddress(distance > 0 ? bottom : top, 0) else { return nil }
        // Made in one array, with room for all: a scroll comes with every key that scrolls a list.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(set.count + move.count + min(stepsLength, counted?.count ?? .max) + reset.count)
        bytes += set
        bytes += move
        if useCounted, let counted {
            bytes += counted
        } else if let step {
            for _ in 0..<count { bytes += step }
        }
        bytes += reset
        return bytes
    }
}
