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
/// position is absolute. Ways to move are compared by their lengths, and only the shortest is
/// spelled out.
///
/// The choice between two places is kept and made again without a search, however the row
/// answers: what the search depends on is the two places, the terminal, and which of the columns
/// it asks about can be written again (always a byte a column). So a choice keeps the move made
/// when none can be, and before it the moves that write columns again that are shorter, in the
/// order the search prefers them; the first whose columns can be written again now is the move.
struct CursorMotion {
    /// The most choices kept.
    private static let movesKept = 4096

    /// A move from a position to a row and column.
    private struct Key: Hashable {
        /// Where the cursor is.
        let from: CursorPosition
        /// The row it goes to.
        let row: Int
        /// The column it goes to.
        let column: Int

        /// The slot of the recent choices the move's is kept in: its places, mixed.
        var slot: Int {
            var mixed = UInt64(truncatingIfNeeded: from.row ?? -1)
            mixed = (mixed &* 31) &+ UInt64(truncatingIfNeeded: from.column ?? -1)
            mixed = (mixed &* 31) &+ UInt64(truncatingIfNeeded: row)
            mixed = (mixed &* 31) &+ UInt64(truncatingIfNeeded: column)
            return Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) >> 58) & (CursorMotion.slots - 1)
        }
    }

    /// A move that ends by writing columns of the target row again.
    private struct Rewriting {
        /// The bytes before the columns written: a move to their row, or a carriage return.
        let prefix: [UInt8]
        /// The first column written.
        let start: Int
        /// The column after the last written.
        let end: Int
    }

    /// The move chosen between two places, for every answer the row may give.
    private struct Choice {
        /// The moves that write columns again, shorter than `fixed`, in the order the search
        /// prefers them.
        let rewritings: [Rewriting]
        /// The move when no columns can be written again.
        let fixed: [UInt8]
    }

    /// The number of slots of the recent choices.
    private static let slots = 64

    /// The choices made so far.
    private var moves: [Key: Choice] = [:]
    /// The choices made lately, each in a slot chosen by its places (``Key/slot``), looked at
    /// before `moves`: a frame makes a few moves, found here without hashing.
    private var recentMoves: [(key: Key, choice: Choice)?] = Array(repeating: nil, count: slots)

    /// Adds the bytes that move the cursor to `out`.
    /// - Parameters:
    ///   - position: Where the cursor is.
    ///   - row: The row to move to.
    ///   - column: The column to move to.
    ///   - sequences: The terminal's sequences.
    ///   - out: The bytes so far, to which the move's are added (none when the cursor is
    ///     already there).
    ///   - rewrite: Adds to its `out` the bytes that draw columns `start..<end` of the target row
    ///     again exactly as the terminal shows them, in the attributes the terminal draws with
    ///     now, leaving the cursor at `end`, a byte a column, the same every time it is asked;
    ///     adds nothing and returns `false` when they cannot be drawn so.
    mutating func move(
        from position: CursorPosition, toRow row: Int, column: Int, using sequences: inout TerminalSequences,
        into out: inout [UInt8], rewrite: (_ start: Int, _ end: Int, _ out: inout [UInt8]) -> Bool
    ) {
        if position.row == row, position.column == column { return }
        let key = Key(from: position, row: row, column: column)
        let slot = key.slot
        let choice: Choice
        if let recent = recentMoves[slot], recent.key == key {
            choice = recent.choice
        } else if let known = moves[key] {
            choice = known
            recentMoves[slot] = (key, known)
        } else {
            choice = Self.choice(from: position, toRow: row, column: column, &sequences)
            if moves.count < Self.movesKept { moves[key] = choice }
            recentMoves[slot] = (key, choice)
        }
        let before = out.count
        for rewriting in choice.rewritings {
            out += rewriting.prefix
            if rewrite(rewriting.start, rewriting.end, &out) {
                // Bytes of another length than a byte a column would not be the move the search
                // chose.
                if out.count - before == rewriting.prefix.count + rewriting.end - rewriting.start { return }
                out.removeSubrange(before...)
                break
            }
            out.removeSubrange(before...)
        }
        out += choice.fixed
    }

    /// The bytes that move the cursor (see ``move(from:toRow:column:using:into:rewrite:)``).
    /// - Parameters:
    ///   - position: Where the cursor is.
    ///   - row: The row to move to.
    ///   - column: The column to move to.
    ///   - sequences: The terminal's sequences.
    ///   - rewrite: The bytes that draw columns `start..<end` of the target row again, a byte a
    ///     column; `nil` when they cannot be drawn so.
    /// - Returns: The bytes, empty when the cursor is already there.
    mutating func bytes(
        from position: CursorPosition, toRow row: Int, column: Int, using sequences: inout TerminalSequences,
        rewrite: (_ start: Int, _ end: Int) -> [UInt8]?
    ) -> [UInt8] {
        var out: [UInt8] = []
        move(from: position, toRow: row, column: column, using: &sequences, into: &out) { start, end, out in
            guard let bytes = rewrite(start, end) else { return false }
            out += bytes
            return true
        }
        return out
    }

    /// The move a search finds between two places for the row's answers now, kept nowhere: what
    /// a kept choice gives.
    /// - Parameters:
    ///   - position: Where the cursor is.
    ///   - row: The row to move to.
    ///   - column: The column to move to.
    ///   - sequences: The terminal's sequences.
    ///   - rewrite: The bytes that draw columns `start..<end` of the target row again, a byte a
    ///     column; `nil` when they cannot be drawn so.
    /// - Returns: The bytes, empty when the cursor is already there.
    static func searched(
        from position: CursorPosition, toRow row: Int, column: Int, using sequences: inout TerminalSequences,
        rewrite: (_ start: Int, _ end: Int) -> [UInt8]?
    ) -> [UInt8] {
        if position.row == row, position.column == column { return [] }
        return withoutActuallyEscaping(rewrite) { rewrite in
            var plan = Plan(rewrite: rewrite)
            var bytes: [UInt8] = []
            if let move = plan.cheapest(from: position, toRow: row, column: column, &sequences) {
                plan.spell(move, into: &bytes, &sequences)
            }
            return bytes
        }
    }

    /// Searches for the move between two places once for each answer that changes it: first as
    /// if every column asked about could be written again, then with the columns of each move
    /// found that writes them taken away, until the move found writes none.
    private static func choice(
        from position: CursorPosition, toRow row: Int, column: Int, _ sequences: inout TerminalSequences
    ) -> Choice {
        var unwritable: [(start: Int, end: Int)] = []
        var rewritings: [Rewriting] = []
        while true {
            let taken = unwritable
            var plan = Plan { start, end in
                guard end > start, !taken.contains(where: { $0 == (start, end) }) else { return nil }
                return Array(repeating: UInt8(ascii: " "), count: end - start)
            }
            let move = plan.cheapest(from: position, toRow: row, column: column, &sequences)
            guard let move, let written = move.written else {
                var fixed: [UInt8] = []
                if let move { plan.spell(move, into: &fixed, &sequences) }
                return Choice(rewritings: rewritings, fixed: fixed)
            }
            var prefix: [UInt8] = []
            plan.spell(move.withoutWriting, into: &prefix, &sequences)
            rewritings.append(Rewriting(prefix: prefix, start: written.start, end: written.end))
            unwritable.append((written.start, written.end))
        }
    }
}

/// The search for the cheapest move: every way is measured, the shortest kept.
private struct Plan {
    /// The bytes that draw columns of the target row again, `nil` when they cannot be drawn so
    /// (see ``CursorMotion/move(from:toRow:column:using:into:rewrite:)``).
    let rewrite: (Int, Int) -> [UInt8]?

    /// Starts a search.
    /// - Parameter rewrite: Draws columns of the target row again.
    init(rewrite: @escaping (Int, Int) -> [UInt8]?) {
        self.rewrite = rewrite
    }

    /// The cheapest move, `nil` when there is none.
    mutating func cheapest(
        from position: CursorPosition, toRow row: Int, column: Int, _ sequences: inout TerminalSequences
    ) -> Move? {
        var best = Cheapest()
        best.consider(move(.cursorAddress(row: row, column: column), &sequences))
        if row == 0, column == 0 { best.consider(move(.home, &sequences)) }
        if let from = position.row {
            if from == row {
                best.consider(horizontal(from: position.column, to: column, limit: best.count, &sequences))
            } else {
                for (vertical, landing) in verticalMoves(
                    from: from, to: row, column: position.column, &sequences)
                where vertical.count < best.count {
                    let rest = horizontal(
                        from: landing, to: column, limit: best.count - vertical.count, &sequences)
                    best.consider(rest.map { vertical.followed(by: $0) })
                }
            }
        }
        return best.move
    }

    /// The cheapest way to move the cursor along its row, under `limit` bytes.
    private mutating func horizontal(
        from start: Int?, to column: Int, limit: Int, _ sequences: inout TerminalSequences
    ) -> Move? {
        if start == column { return Move.none }
        var best = Cheapest(limit: limit)
        best.consider(move(.counted(.columnAddress, column), &sequences))
        if let start {
            best.consider(relative(from: start, to: column, limit: best.count, &sequences))
        }
        if let carriageReturn = move(.carriageReturn, &sequences), carriageReturn.count < best.count {
            let rest = relative(from: 0, to: column, limit: best.count - carriageReturn.count, &sequences)
            best.consider(rest.map { carriageReturn.followed(by: $0) })
        }
        return best.move
    }

    /// The cheapest relative way along a row from a known column, under `limit` bytes.
    private mutating func relative(
        from start: Int, to column: Int, limit: Int, _ sequences: inout TerminalSequences
    ) -> Move? {
        var best = Cheapest(limit: limit)
        let distance = column - start
        if distance == 0 { return Move.none }
        if distance > 0 {
            best.consider(move(.counted(.cursorRightBy, distance), &sequences))
            best.consider(repeated(.right, distance, limit: best.count, &sequences))
            if distance < best.count {
                let written = rewrite(start, column)
                best.consider(
                    written.flatMap { move(.written(from: start, to: column, count: $0.count), &sequences) })
            }
        } else {
            best.consider(move(.counted(.cursorLeftBy, -distance), &sequences))
            best.consider(repeated(.left, -distance, limit: best.count, &sequences))
        }
        return best.move
    }

    /// The ways to reach a row, in order, each with the column the cursor is in afterwards.
    private func verticalMoves(
        from start: Int, to row: Int, column: Int?, _ sequences: inout TerminalSequences
    ) -> [(Move, Int?)] {
        var moves: [(Move, Int?)] = []
        if let move = move(.counted(.rowAddress, row), &sequences) { moves.append((move, column)) }
        let distance = row - start
        if distance > 0 {
            if let move = move(.counted(.cursorDownBy, distance), &sequences) { moves.append((move, column)) }
            if let move = repeated(.down, distance, limit: 64, &sequences) {
                moves.append((move, sequences.cursorDownReturns ? 0 : column))
            }
        } else {
            if let move = move(.counted(.cursorUpBy, -distance), &sequences) { moves.append((move, column)) }
            if let move = repeated(.up, -distance, limit: 64, &sequences) { moves.append((move, column)) }
        }
        return moves
    }

    /// A move of one step, when the terminal has its sequence.
    private func move(_ step: Step, _ sequences: inout TerminalSequences) -> Move? {
        let length: Int?
        switch step {
        case .cursorAddress(let row, let column): length = sequences.cursorAddressLength(row, column)
        case .home: length = sequences.capabilities.home?.count
        case .carriageReturn: length = sequences.capabilities.carriageReturn?.count
        case .counted(let capability, let parameter): length = sequences.length(capability, parameter)
        case .repeated(let kind, let count): length = Self.sequence(kind, sequences).map { $0.count * count }
        case .written(_, _, let count): length = count
        }
        return length.map { Move(step, count: $0) }
    }

    /// A step sequence `count` times, when the terminal has it and that is under `limit` bytes.
    private func repeated(
        _ kind: Step.Repeated, _ count: Int, limit: Int, _ sequences: inout TerminalSequences
    ) -> Move? {
        guard let step = Self.sequence(kind, sequences), !step.isEmpty, step.count * count < limit else {
            return nil
        }
        return move(.repeated(kind, count), &sequences)
    }

    /// A step sequence.
    private static func sequence(_ kind: Step.Repeated, _ sequences: TerminalSequences) -> [UInt8]? {
        switch kind {
        case .right: sequences.capabilities.cursorRight
        case .left: sequences.capabilities.cursorLeft
        case .down: sequences.capabilities.cursorDown
        case .up: sequences.capabilities.cursorUp
        }
    }

    /// Adds a move's bytes.
    func spell(_ move: Move, into bytes: inout [UInt8], _ sequences: inout TerminalSequences) {
        bytes.reserveCapacity(move.count)
        spell(move.first, into: &bytes, &sequences)
        spell(move.second, into: &bytes, &sequences)
        spell(move.third, into: &bytes, &sequences)
    }

    /// Adds a step's bytes.
    private func spell(_ step: Step?, into bytes: inout [UInt8], _ sequences: inout TerminalSequences) {
        switch step {
        case .none: break
        case .cursorAddress(let row, let column)?: bytes += sequences.cursorAddress(row, column) ?? []
        case .home?: bytes += sequences.capabilities.home ?? []
        case .carriageReturn?: bytes += sequences.capabilities.carriageReturn ?? []
        case .counted(let capability, let parameter)?:
            bytes += sequences.sequence(capability, parameter) ?? []
        case .written(let start, let end, _)?: bytes += rewrite(start, end) ?? []
        case .repeated(let kind, let count)?:
            let step = Self.sequence(kind, sequences) ?? []
            for _ in 0..<count { bytes += step }
        }
    }
}

/// One step of a cursor move, named rather than spelled out, so ways to move are compared
/// without making their bytes.
private enum Step {
    /// A sequence sent a number of times.
    enum Repeated {
        /// `cuf1`.
        case right
        /// `cub1`.
        case left
        /// `cud1`.
        case down
        /// `cuu1`.
        case up
    }

    /// `cup` to a row and a column.
    case cursorAddress(row: Int, column: Int)
    /// `home`.
    case home
    /// `cr`.
    case carriageReturn
    /// A capability of one parameter.
    case counted(TerminalSequences.ParameterisedSequence, Int)
    /// A step sequence, a number of times.
    case repeated(Repeated, Int)
    /// Columns of the row written again, in a number of bytes.
    case written(from: Int, to: Int, count: Int)
}

/// A cursor move not yet spelled out: up to three steps one after another, and its length.
private struct Move {
    /// The steps, in order; a move of fewer steps leaves the last ones `nil`.
    private(set) var first: Step?
    private(set) var second: Step?
    private(set) var third: Step?
    /// The number of bytes.
    private(set) var count = 0

    /// The move that sends nothing: the cursor is already there.
    static let none = Move()

    private init() {}

    /// A move of one step.
    /// - Parameters:
    ///   - step: The step.
    ///   - count: Its length in bytes.
    init(_ step: Step, count: Int) {
        first = step
        self.count = count
    }

    /// The columns the move writes again and its bytes for them, when its last step writes them.
    var written: (start: Int, end: Int, count: Int)? {
        switch third ?? second ?? first {
        case .written(let start, let end, let count)?: (start, end, count)
        default: nil
        }
    }

    /// The move without its last step when that step writes columns again: the steps before.
    var withoutWriting: Move {
        guard let written else { return self }
        var move = self
        if third != nil {
            move.third = nil
        } else if second != nil {
            move.second = nil
        } else {
            move.first = nil
        }
        move.count -= written.count
        return move
    }

    /// This move, then another.
    func followed(by next: Move) -> Move {
        var move = self
        move.append(next.first)
        move.append(next.second)
        move.append(next.third)
        move.count += next.count
        return move
    }

    /// Adds a step after the others.
    private mutating func append(_ step: Step?) {
        guard let step else { return }
        if first == nil {
            first = step
        } else if second == nil {
            second = step
        } else if third == nil {
            third = step
        } else {
            fatalError("A cursor move has at most three steps: a row, a carriage return, a column")
        }
    }
}

/// The shortest of the moves offered, under a limit.
private struct Cheapest {
    /// The shortest so far; `nil` until one is offered under the limit.
    private(set) var move: Move?
    /// The length the next offer must beat.
    private(set) var count: Int

    /// Starts with nothing offered.
    /// - Parameter limit: Offers of this many bytes or more are turned down.
    init(limit: Int = .max) {
        count = limit
    }

    /// Keeps an offer when it is shorter than the best so far.
    mutating func consider(_ offer: Move?) {
        guard let offer, offer.count < count else { return }
        move = offer
        count = offer.count
    }
}
