import TermNavCore

/// Sends one row of a frame: decides which of its clusters to send, then sends them left to
/// right through a ``TerminalWriter``.
///
/// A cluster is sent when it differs from the frame on screen (every cluster that is not blank
/// when the screen was cleared). A cluster the terminal may draw wider than its cells
/// (``GraphemeTraits/maySpill(beyond:)``) forms a group with the two cells after it (as many as
/// it may spill over, when that is more), sent together when any of them is, the cells after it
/// last; the cells after such a cluster in the frame on screen are sent again when it is
/// replaced. Runs of blanks are cleared with `el` or `ech` where that is shorter than spaces.
struct RowWriter {
    /// The row.
    private let y: Int
    /// The columns shown.
    private let columns: Int
    /// Whether the terminal shows blanks wherever nothing is sent (a cleared screen).
    private let screenIsBlank: Bool
    /// The row's clusters.
    private let units: [RowUnit]
    /// For each column, the index of the unit covering it.
    private let unitIndex: [Int]
    /// For each unit, whether it is sent.
    private var isSent: [Bool]
    /// For each unit, whether the column after it may still hold a drawing that spilled over
    /// from the left, so a blank there cannot be assumed.
    private var isAfterSpill: [Bool]

    /// Plans a row.
    /// - Parameters:
    ///   - cells: The row's cells in the frame.
    ///   - previous: The row's cells as the terminal shows them, as many; `nil` when the screen
    ///     was cleared or is unknown.
    ///   - y: The row.
    ///   - columns: The columns shown.
    ///   - screenIsBlank: Whether the screen was just cleared.
    init(cells: ArraySlice<Cell>, previous: ArraySlice<Cell>?, row y: Int, columns: Int, screenIsBlank: Bool)
    {
        self.y = y
        self.columns = columns
        self.screenIsBlank = screenIsBlank
        (units, unitIndex) = RowUnit.units(of: cells, columns: columns)
        isAfterSpill = Array(repeating: false, count: units.count)
        if let previous {
            isSent = units.map { unit in
                (unit.column..<unit.end).contains {
                    previous[previous.startIndex + $0] != cells[cells.startIndex + $0]
                }
            }
        } else {
            isSent = units.map { !screenIsBlank || !$0.isPlainBlank }
        }
        markSpills(previous: previous)
    }

    /// Widens the set of units sent to whole spill groups, in this frame and the one on screen.
    private mutating func markSpills(previous: ArraySlice<Cell>?) {
        var groups: [(unit: Int, zone: [Int])] = []
        for (index, unit) in units.enumerated() {
            if let zone = spillZone(of: unit) { groups.append((index, zone)) }
        }
        if let previous {
            let old = RowUnit.units(of: previous, columns: columns).units
            for unit in old {
                let replaced = (unit.column..<unit.end).contains { isSent[unitIndex[$0]] }
                if replaced, let zone = spillZone(of: unit) { groups.append((unitIndex[unit.column], zone)) }
            }
        }
        for group in groups {
            for member in group.zone { isAfterSpill[member] = true }
        }
        var changed = true
        while changed {
            changed = false
            for group in groups where isSent[group.unit] || group.zone.contains(where: { isSent[$0] }) {
                for member in [group.unit] + group.zone where !isSent[member] {
                    isSent[member] = true
                    changed = true
                }
            }
        }
    }

    /// The units a terminal may draw a unit over, when it may draw it wider than its cells: those
    /// covering the two columns after it, or as many as it may spill over.
    private func spillZone(of unit: RowUnit) -> [Int]? {
        guard !unit.isASCII else { return nil }
        let traits = GraphemeTraits(unit.cell.grapheme, width: unit.width)
        guard traits.maySpill(beyond: unit.width) else { return nil }
        let end = min(columns, max(unit.end + 2, unit.column + traits.widestDrawing))
        var members: [Int] = []
        for column in unit.end..<max(unit.end, end) where members.last != unitIndex[column] {
            members.append(unitIndex[column])
        }
        return members
    }

    /// Sends the row's units that are to be sent.
    /// - Parameters:
    ///   - out: The frame's bytes so far.
    ///   - writer: The writer, which keeps track of the cursor and the style.
    ///   - size: The terminal's size.
    mutating func write(into out: inout [UInt8], with writer: inout TerminalWriter, size: Size) {
        var index = 0
        while index < units.count {
            guard isSent[index] else {
                index += 1
                continue
            }
            let unit = units[index]
            if unit.end >= size.width, y == size.height - 1, !writer.capabilities.canWriteLastCell {
                index += 1
                continue
            }
            if unit.isPlainBlank, let next = clearBlanks(from: index, into: &out, with: &writer) {
                index = next
                continue
            }
            write(unit, into: &out, with: &writer, size: size)
            index += 1
        }
    }

    /// Clears a run of plain blanks with `el` or `ech` when that is shorter than spaces.
    /// - Returns: The index of the first unit after the run, or `nil` when spaces are cheaper.
    private func clearBlanks(from start: Int, into out: inout [UInt8], with writer: inout TerminalWriter)
        -> Int?
    {
        var end = start
        while end < units.count, isSent[end], units[end].isPlainBlank { end += 1 }
        let count = end - start
        let column = units[start].column
        let restIsBlank = units[start...].allSatisfy(\.isPlainBlank)
        if restIsBlank, let clear = writer.capabilities.clearToEndOfLine {
            let blanksToSend = units[start...].indices.filter { isSent[$0] }.count
            if clear.count < blanksToSend {
                out += writer.moveCursor(toRow: y, column: column, rewrite: rewrite(with: writer))
                out += writer.setStyle(.plain)
                out += clear
                return units.count
            }
        }
        guard let erase = writer.capabilities.eraseCharacters?(count), erase.count < count else { return nil }
        let back = CursorMotion(capabilities: writer.capabilities).bytes(
            from: CursorPosition(row: y, column: column), toRow: y, column: column + count
        ) { _, _ in nil }
        guard erase.count + back.count < count else { return nil }
        out += writer.moveCursor(toRow: y, column: column, rewrite: rewrite(with: writer))
        out += writer.setStyle(.plain)
        out += erase
        return end
    }

    /// Sends one unit at its column.
    private func write(
        _ unit: RowUnit, into out: inout [UInt8], with writer: inout TerminalWriter, size: Size
    ) {
        let (bytes, isPlaceholder) = Self.bytes(of: unit, unicode: writer.unicode)
        let traits =
            isPlaceholder || unit.isASCII ? nil : GraphemeTraits(unit.cell.grapheme, width: unit.width)
        out += writer.moveCursor(toRow: y, column: unit.column, rewrite: rewrite(with: writer))
        out += writer.setStyle(unit.cell.style)
        if let traits, traits.mayFallShort, !isKnownBlank(unit, style: unit.cell.style) {
            out += Array(repeating: UInt8(ascii: " "), count: unit.width)
            writer.cursorMoved(
                to: position(after: unit, trusted: true, widest: unit.width, size: size, writer))
            out += writer.moveCursor(toRow: y, column: unit.column) { _, _ in nil }
        }
        out += bytes
        let widest = traits?.widestDrawing ?? unit.width
        writer.cursorMoved(
            to: position(after: unit, trusted: traits?.isTrusted ?? true, widest: widest, size: size, writer))
    }

    /// Where the cursor is after a unit is written.
    /// - Parameters:
    ///   - unit: The unit written.
    ///   - trusted: Whether the terminal surely advanced by the unit's width.
    ///   - widest: The most columns the terminal may have drawn.
    ///   - size: The terminal's size.
    ///   - writer: The writer, for the terminal's capabilities.
    private func position(
        after unit: RowUnit, trusted: Bool, widest: Int, size: Size, _ writer: TerminalWriter
    ) -> CursorPosition {
        let capabilities = writer.capabilities
        if unit.end >= size.width {
            // In the last column the cursor waits to wrap, or stays where automatic margins are off.
            let staysInRow = !capabilities.wrapsAtRightMargin || capabilities.delaysWrap
            return staysInRow ? CursorPosition(row: y, column: nil) : .unknown
        }
        if trusted { return CursorPosition(row: y, column: unit.end) }
        let mayWrap = capabilities.wrapsAtRightMargin && unit.column + widest >= size.width
        return mayWrap ? .unknown : CursorPosition(row: y, column: nil)
    }

    /// Whether the terminal shows blanks over a unit's cells that look as the unit's style would.
    private func isKnownBlank(_ unit: RowUnit, style: Style) -> Bool {
        let looksPlain =
            !style.attributes.contains(.reverse) && !style.attributes.contains(.underline)
            && style.background == .default
        let index = unitIndex[unit.column]
        return screenIsBlank && looksPlain && !isAfterSpill[index]
    }

    /// A closure that redraws columns of this row as the terminal shows them, for cursor moves
    /// that write over characters instead of moving.
    private func rewrite(with writer: TerminalWriter) -> (Int, Int) -> [UInt8]? {
        { start, end in
            var bytes: [UInt8] = []
            var column = start
            while column < end {
                guard column < columns else { return nil }
                let index = unitIndex[column]
                let unit = units[index]
                guard unit.column == column, unit.isASCII, writer.drawsAlike(unit.cell.style) else {
                    return nil
                }
                bytes += unit.cell.grapheme.utf8
                column += 1
            }
            return bytes
        }
    }

    /// The bytes of a unit's cluster, every scalar of it; a placeholder padded to the unit's
    /// width when it holds a control character, or is not ASCII on an ASCII terminal.
    /// - Returns: The bytes, and whether they are a placeholder.
    static func bytes(of unit: RowUnit, unicode: Bool) -> (bytes: [UInt8], isPlaceholder: Bool) {
        let grapheme = unit.cell.grapheme
        if unit.isASCII { return (Array(grapheme.utf8), false) }
        let isSafe = grapheme.unicodeScalars.allSatisfy { scalar in
            let value = scalar.value
            return value >= 0x20 && !(0x7F...0x9F).contains(value) && (unicode || value < 0x7F)
        }
        if isSafe, !grapheme.isEmpty { return (Array(grapheme.utf8), false) }
        let placeholder = unicode ? "\u{FFFD}" : "?"
        let padding = String(repeating: " ", count: max(0, unit.width - 1))
        return (Array((placeholder + padding).utf8), true)
    }
}
