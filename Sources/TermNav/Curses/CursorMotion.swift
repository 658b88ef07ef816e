/// Where the terminal's cursor is, as far as TermNav knows: a row or a column is `nil` when
/// the terminal may have put it elsewhere than TermNav's widths say.
struct CursorPosition: Hashable {
    /// The row, from 0; `nil` when unknown.
    var row: Int?
    /// The column, from 0; `nil` when unknown.
    var column: Int?

    /// Nothing known: the next move is absolute.
    static let unknown = CursorPosition(row: nil, column: nil)
}

/// Chooses the fewest bytes that move the cursor, as ncurses's `mvcur` does: an absolute
/// move (`cup`, `home`), or cheaper ones where they are shorter — the column alone (`hpa`), the row
/// alone (`vpa`), a carriage return, steps or counted moves left, right, up and down, or
/// writing again the characters the cursor would pass over.
///
/// Relative moves start only from a row and column that are known; a move from an unknown
/// position is absolute.
struct CursorMotion {
    /// The terminal's sequences.
    let capabilities: TerminalCapabilities

    /// The bytes that move the cursor.
    /// - Parameters:
    ///   - position: Where the cursor is.
    ///   - row: The row to move to.
    ///   - column: The column to move to.
    ///   - rewrite: The bytes that draw columns `start..<end` of the target row again exactly
    ///     as the terminal shows them, in the attributes the terminal draws with now, leaving the
    ///     cursor at `end`; `nil` when they cannot be drawn so.
    /// - Returns: The bytes, empty when the cursor is already there.
    func bytes(
        from position: CursorPosition, toRow row: Int, column: Int,
        rewrite: (_ start: Int, _ end: Int) -> [UInt8]?
    ) -> [UInt8] {
        if position.row == row, position.column == column { return [] }
        var best = Cheapest()
        best.consider(capabilities.cursorAddress(row, column))
        if row == 0, column == 0 { best.consider(capabilities.home) }
        guard let from = position.row else { return best.bytes ?? [] }
        if from == row {
            best.consider(horizontal(from: position.column, to: column, rewrite: rewrite, limit: best.count))
        } else {
            for (vertical, landing) in verticalMoves(from: from, to: row, column: position.column)
            where vertical.count < best.count {
                let rest = horizontal(
                    from: landing, to: column, rewrite: rewrite, limit: best.count - vertical.count)
                best.consider(rest.map { vertical + $0 })
            }
        }
        return best.bytes ?? []
    }

    /// The cheapest bytes that move the cursor along its row, under `limit` bytes.
    private func horizontal(
        from start: Int?, to column: Int, rewrite: (Int, Int) -> [UInt8]?, limit: Int
    ) -> [UInt8]? {
        if start == column { return [] }
        var best = Cheapest(limit: limit)
        best.consider(capabilities.columnAddress?(column))
        if let start {
            best.consider(relative(from: start, to: column, rewrite: rewrite, limit: best.count))
        }
        if let carriageReturn = capabilities.carriageReturn, carriageReturn.count < best.count {
            let rest = relative(
                from: 0, to: column, rewrite: rewrite, limit: best.count - carriageReturn.count)
            best.consider(rest.map { carriageReturn + $0 })
        }
        return best.bytes
    }

    /// The cheapest relative moves along a row from a known column, under `limit` bytes.
    private func relative(from start: Int, to column: Int, rewrite: (Int, Int) -> [UInt8]?, limit: Int)
        -> [UInt8]?
    {
        var best = Cheapest(limit: limit)
        let distance = column - start
        if distance == 0 { return [] }
        if distance > 0 {
            best.consider(capabilities.cursorRightBy?(distance))
            best.consider(repeated(capabilities.cursorRight, distance, limit: best.count))
            if distance < best.count { best.consider(rewrite(start, column)) }
        } else {
            best.consider(capabilities.cursorLeftBy?(-distance))
            best.consider(repeated(capabilities.cursorLeft, -distance, limit: best.count))
        }
        return best.bytes
    }

    /// The ways to reach a row, each with the column the cursor is in afterwards.
    private func verticalMoves(from start: Int, to row: Int, column: Int?) -> [([UInt8], Int?)] {
        var moves: [([UInt8], Int?)] = []
        if let bytes = capabilities.rowAddress?(row) { moves.append((bytes, column)) }
        let distance = row - start
        if distance > 0 {
            if let bytes = capabilities.cursorDownBy?(distance) { moves.append((bytes, column)) }
            if let step = capabilities.cursorDown, let bytes = repeated(step, distance, limit: 64) {
                let returns = step == [0x0A] && capabilities.lineFeedReturns
                moves.append((bytes, returns ? 0 : column))
            }
        } else {
            if let bytes = capabilities.cursorUpBy?(-distance) { moves.append((bytes, column)) }
            if let bytes = repeated(capabilities.cursorUp, -distance, limit: 64) {
                moves.append((bytes, column))
            }
        }
        return moves
    }

    /// A step sequence `count` times, when that is under `limit` bytes.
    private func repeated(_ step: [UInt8]?, _ count: Int, limit: Int) -> [UInt8]? {
        guard let step, !step.isEmpty, step.count * count < limit else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(step.count * count)
        for _ in 0..<count { bytes += step }
        return bytes
    }
}

/// The shortest of the byte sequences offered, under a limit.
private struct Cheapest {
    /// The shortest so far; `nil` until one is offered under the limit.
    private(set) var bytes: [UInt8]?
    /// The length the next offer must beat.
    private(set) var count: Int

    /// Starts with nothing offered.
    /// - Parameter limit: Offers of this many bytes or more are turned down.
    init(limit: Int = .max) {
        count = limit
    }

    /// Keeps an offer when it is shorter than the best so far.
    mutating func consider(_ offer: [UInt8]?) {
        guard let offer, offer.count < count else { return }
        bytes = offer
        count = offer.count
    }
}
