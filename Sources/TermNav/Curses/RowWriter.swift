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
/// A run of printable ASCII characters in one style is sent as its bytes alone, the cursor and
/// the style already where they must be.
final class RowWriter {
    /// The row.
    private let y: Int
    /// The columns shown.
    private let columns: Int
    /// The row's cells in the frame.
    private let cells: ArraySlice<Cell>
    /// Whether the terminal shows blanks wherever nothing is sent (a cleared screen).
    private let screenIsBlank: Bool
    /// The row's clusters, then storage not used by this row (see ``RowScratch``).
    ///
    /// Like `unitIndex` and `isSent`, swapped in from the scratch storage and back and read only
    /// by this writer's own methods, one at a time: so without the run-time exclusivity check.
    @exclusivity(unchecked) private var units: [RowUnit]
    /// The number of the row's clusters.
    private let unitCount: Int
    /// For each column shown, the index of the unit covering it, then storage not used.
    @exclusivity(unchecked) private var unitIndex: [Int]
    /// The number of columns shown.
    private let columnCount: Int
    /// The index of the first unit from which every unit is a plain blank.
    private let blanksFrom: Int
    /// For each unit, whether it is sent, then storage not used.
    @exclusivity(unchecked) private var isSent: [Bool]
    /// For each unit, whether the column after it may still hold a drawing that spilled over
    /// from the left, so a blank there cannot be assumed; empty when none may.
    private var isAfterSpill: [Bool] = []

    /// Plans a row.
    /// - Parameters:
    ///   - cells: The row's cells in the frame.
    ///   - previous: The row's cells as the terminal shows them, as many; `nil` when the screen
    ///     was cleared or is unknown.
    ///   - y: The row.
    ///   - columns: The columns shown.
    ///   - screenIsBlank: Whether the screen was just cleared.
    ///   - traits: The traits of clusters read before, to which those read now are added.
    ///   - scratch: The storage to plan the row in, taken until ``giveBack(_:)``.
    init(
        cells: ArraySlice<Cell>, previous: ArraySlice<Cell>?, row y: Int, columns: Int, screenIsBlank: Bool,
        traits: inout GraphemeTraitsMemo, scratch: inout RowScratch
    ) {
        self.y = y
        self.columns = columns
        self.screenIsBlank = screenIsBlank
        self.cells = cells
        var units: [RowUnit] = []
        var unitIndex: [Int] = []
        var isSent: [Bool] = []
        swap(&units, &scratch.units)
        swap(&unitIndex, &scratch.unitIndex)
        swap(&isSent, &scratch.isSent)
        let unitCount = RowUnit.fill(&units, index: &unitIndex, of: cells, columns: columns)
        let columnCount = max(0, min(columns, cells.count))
        var blanksFrom = unitCount
        while blanksFrom > 0, units[blanksFrom - 1].isPlainBlank { blanksFrom -= 1 }
        if isSent.count < unitCount { isSent += repeatElement(false, count: unitCount - isSent.count) }
        isSent.withUnsafeMutableBufferPointer { isSent in
            units.withUnsafeBufferPointer { units in
                if let previous {
                    // A unit is sent when any of its cells differs from the one on screen.
                    for index in 0..<unitCount { isSent[index] = false }
                    unitIndex.withUnsafeBufferPointer { unitIndex in
                        cells.withUnsafeBufferPointer { cells in
                            previous.withUnsafeBufferPointer { shown in
                                for column in 0..<columnCount where !isSent[unitIndex[column]] {
                                    if column >= shown.count || !shown[column].isSame(as: cells[column]) {
                                        isSent[unitIndex[column]] = true
                                    }
                                }
                            }
                        }
                    }
                } else {
                    for index in 0..<unitCount {
                        isSent[index] = !screenIsBlank || !units[index].isPlainBlank
                    }
                }
            }
        }
        self.units = units
        self.unitCount = unitCount
        self.unitIndex = unitIndex
        self.columnCount = columnCount
        self.blanksFrom = blanksFrom
        self.isSent = isSent
        markSpills(previous: previous, traits: &traits)
    }

    /// Gives the storage the row was planned in back, for the next row; call once the row is
    /// sent, and send nothing more with it.
    /// - Parameter scratch: Where the storage is kept.
    func giveBack(_ scratch: inout RowScratch) {
        swap(&units, &scratch.units)
        swap(&unitIndex, &scratch.unitIndex)
        swap(&isSent, &scratch.isSent)
    }

    /// Widens the set of units sent to whole spill groups, in this frame and the one on screen.
    private func markSpills(previous: ArraySlice<Cell>?, traits: inout GraphemeTraitsMemo) {
        var groups: [(unit: Int, zone: [Int])] = []
        units.withUnsafeBufferPointer { units in
            for index in 0..<unitCount where units[index].byte == nil {
                if let zone = spillZone(of: units[index], in: cells, traits: &traits) {
                    groups.append((index, zone))
                }
            }
        }
        if let previous, Self.mayHoldSpillingCluster(previous, columns: columnCount, traits: &traits) {
            let old = RowUnit.units(of: previous, columns: columns).units
            for unit in old where unit.byte == nil {
                let replaced = (unit.column..<unit.end).contains { isSent[unitIndex[$0]] }
                if replaced, let zone = spillZone(of: unit, in: previous, traits: &traits) {
                    groups.append((unitIndex[unit.column], zone))
                }
            }
        }
        guard !groups.isEmpty else { return }
        isAfterSpill = Array(repeating: false, count: unitCount)
        for group in groups {
            for member in group.zone { isAfterSpill[member] = true }
        }
        var changed = true
        while changed {
            changed = false
            for group in groups where isSent[group.unit] || group.zone.contains(where: { isSent[$0] }) {
                if !isSent[group.unit] {
                    isSent[group.unit] = true
                    changed = true
                }
                for member in group.zone where !isSent[member] {
                    isSent[member] = true
                    changed = true
                }
            }
        }
    }

    /// Whether a unit of a row may be drawn wider than its cells: only a cluster of more than
    /// one byte may, and only one the terminal may draw over more than one column.
    private static func mayHoldSpillingCluster(
        _ cells: ArraySlice<Cell>, columns: Int, traits: inout GraphemeTraitsMemo
    ) -> Bool {
        cells.prefix(columns).withUnsafeBufferPointer { cells in
            for index in cells.indices where cells[index].singleByte == nil {
                let text = cells[index].text
                if text.utf8Count > 1, traits.traits(of: text, width: 1).widestDrawing > 1 { return true }
            }
            return false
        }
    }

    /// The units a terminal may draw a unit over, when it may draw it wider than its cells: those
    /// covering the two columns after it, or as many as it may spill over. A cluster of one byte
    /// never spills.
    /// - Parameters:
    ///   - unit: The unit, of more than one byte.
    ///   - cells: The row it is a unit of, in the frame or on screen.
    private func spillZone(
        of unit: RowUnit, in cells: ArraySlice<Cell>, traits memo: inout GraphemeTraitsMemo
    ) -> [Int]? {
        let traits = memo.traits(of: cells[cells.startIndex + unit.column].text, width: unit.width)
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
    func write(into out: inout [UInt8], with writer: inout TerminalWriter, size: Size) {
        let skipsLastCell = y == size.height - 1 && !writer.sequences.capabilities.canWriteLastCell
        var index = 0
        while index < unitCount {
            guard isSent[index] else {
                index += 1
                continue
            }
            let unit = units[index]
            if skipsLastCell, unit.end >= size.width {
                index += 1
                continue
            }
            if unit.isPlainBlank, let next = clearBlanks(from: index, into: &out, with: &writer) {
                index = next
                continue
            }
            let asBlank = unit.byte == UInt8(ascii: " ") && !isFollowedInItsStyle(blankAt: index)
            write(unit, into: &out, with: &writer, size: size, asBlank: asBlank)
            index += 1
            if unit.isASCII {
                index = writeRun(
                    after: unit, asBlank: asBlank, from: index, into: &out, with: &writer, size: size)
            }
        }
    }

    /// Whether the blanks from a unit on are followed, on the row, by text sent in the same
    /// style: then the style is set whole for the blanks, as it will be for that text, rather
    /// than changed only where a blank shows it (see ``TerminalStyle/blank(lookingAs:)``).
    /// - Parameter start: The blank's unit.
    private func isFollowedInItsStyle(blankAt start: Int) -> Bool {
        var index = start + 1
        while index < unitCount, isSent[index], units[index].hasStyle(of: units[start]) {
            if units[index].byte != UInt8(ascii: " ") { return true }
            index += 1
        }
        return false
    }

    /// Sends the printable ASCII units after one just sent, as long as they are sent, in its
    /// style and not in the last column: each as ``write(_:into:with:size:asBlank:)`` would,
    /// where the cursor already is and the style already the terminal's, so by its byte alone. A
    /// plain blank goes on the run as a space only where clearing from it would not be shorter;
    /// otherwise the run stops there, for ``clearBlanks(from:into:with:)`` to clear. After a
    /// blank sent only as it looks, the run is of blanks.
    /// - Returns: The index of the first unit after them.
    private func writeRun(
        after first: RowUnit, asBlank: Bool, from start: Int, into out: inout [UInt8],
        with writer: inout TerminalWriter, size: Size
    ) -> Int {
        // After a printable ASCII character short of the last column, the cursor is after it.
        guard first.end < size.width else { return start }
        var index = start
        // The run of blanks the unit is in, found once for all of its blanks.
        var blanks: BlankRun?
        while index < unitCount, isSent[index] {
            let unit = units[index]
            guard unit.isASCII, unit.hasStyle(of: first), unit.end < size.width, let byte = unit.byte,
                !asBlank || byte == UInt8(ascii: " ")
            else {
                break
            }
            if unit.isPlainBlank {
                let run = blanks.flatMap { index < $0.end ? $0 : nil } ?? blankRun(from: index)
                if blankClearing(from: index, in: run, with: &writer) != nil { break }
                blanks = run
            }
            out.append(byte)
            index += 1
        }
        if index > start { writer.cursorMoved(to: CursorPosition(row: y, column: units[index - 1].end)) }
        return index
    }

    /// How a run of plain blanks is cleared when that is shorter than spaces.
    private enum BlankClearing: Equatable {
        /// `el`: every unit sent from the run on is a plain blank.
        case toEndOfLine([UInt8])
        /// `ech`, the cursor staying put: the run ends before unit `end`.
        case erase([UInt8], end: Int)
    }

    /// A run of plain blanks that are sent, and how many units are sent from its start to the end
    /// of the row: what deciding how to clear the run from any of its units needs.
    private struct BlankRun {
        /// The first unit of the run.
        let start: Int
        /// The unit after the run.
        let end: Int
        /// The units sent from `start` to the end of the row, when the row is blank from `start`
        /// on (`blanksFrom`); `nil` when it is not.
        let sentToRowEnd: Int?
    }

    /// The run of plain blanks that are sent from a unit on.
    private func blankRun(from start: Int) -> BlankRun {
        var end = start
        while end < unitCount, isSent[end], units[end].isPlainBlank { end += 1 }
        var sentToRowEnd: Int?
        if start >= blanksFrom {
            var sent = 0
            for index in start..<unitCount where isSent[index] { sent += 1 }
            sentToRowEnd = sent
        }
        return BlankRun(start: start, end: end, sentToRowEnd: sentToRowEnd)
    }

    /// Whether the run of plain blanks from unit `start` is cleared with `el` or `ech`, and how;
    /// `nil` when spaces are cheaper.
    private func blankClearing(from start: Int, with writer: inout TerminalWriter) -> BlankClearing? {
        blankClearing(from: start, in: blankRun(from: start), with: &writer)
    }

    /// Whether a run of plain blanks is cleared from one of its units with `el` or `ech`, and
    /// how; `nil` when spaces are cheaper.
    /// - Parameters:
    ///   - start: The unit, in `run`.
    ///   - run: The run, found from its first unit or from one before `start`.
    ///   - writer: The writer, for the terminal's sequences.
    private func blankClearing(from start: Int, in run: BlankRun, with writer: inout TerminalWriter)
        -> BlankClearing?
    {
        let count = run.end - start
        let column = units[start].column
        // Every unit of the run is sent: from `start` on, as many fewer are as the run went by.
        if let sent = run.sentToRowEnd, let clear = writer.sequences.capabilities.clearToEndOfLine,
            clear.count < sent - (start - run.start)
        {
            return .toEndOfLine(clear)
        }
        // `ech` and the move back past the blanks take a byte each at the least: two blanks or
        // fewer are never cheaper to erase than to send.
        guard count > 2, let erase = writer.sequence(.eraseCharacters, count), erase.count < count else {
            return nil
        }
        let back = writer.cursorMoveBytes(
            from: CursorPosition(row: y, column: column), toRow: y, column: column + count)
        guard erase.count + back.count < count else { return nil }
        return .erase(erase, end: run.end)
    }

    /// Clears a run of plain blanks with `el` or `ech` when that is shorter than spaces.
    /// - Returns: The index of the first unit after the run, or `nil` when spaces are cheaper.
    private func clearBlanks(from start: Int, into out: inout [UInt8], with writer: inout TerminalWriter)
        -> Int?
    {
        guard let clearing = blankClearing(from: start, with: &writer) else { return nil }
        moveCursor(toColumn: units[start].column, into: &out, with: &writer)
        writer.setStyle(.plain, into: &out)
        switch clearing {
        case .toEndOfLine(let clear):
            out += clear
            return unitCount
        case .erase(let erase, let end):
            out += erase
            return end
        }
    }

    /// Sends one unit at its column.
    /// - Parameter asBlank: Whether the unit is a blank whose style is changed only where a
    ///   blank shows it.
    private func write(
        _ unit: RowUnit, into out: inout [UInt8], with writer: inout TerminalWriter, size: Size,
        asBlank: Bool
    ) {
        if unit.isASCII, let byte = unit.byte {
            moveCursor(toColumn: unit.column, into: &out, with: &writer)
            writer.setStyle(unit.style, into: &out, blank: asBlank)
            out.append(byte)
            writer.cursorMoved(
                to: position(after: unit, trusted: true, widest: unit.width, size: size, writer))
            return
        }
        // A cluster of one byte that is not printable ASCII is a control character.
        let grapheme = unit.byte == nil ? cells[cells.startIndex + unit.column].grapheme : nil
        let isPlaceholder = !(grapheme.map { Self.isSafe($0, unicode: writer.unicode) } ?? false)
        let traits =
            isPlaceholder
            ? nil : writer.graphemeTraits(of: cells[cells.startIndex + unit.column].text, width: unit.width)
        moveCursor(toColumn: unit.column, into: &out, with: &writer)
        writer.setStyle(unit.style, into: &out)
        if let traits, traits.mayFallShort, !isKnownBlank(unit, style: unit.style) {
            out += repeatElement(UInt8(ascii: " "), count: unit.width)
            writer.cursorMoved(
                to: position(after: unit, trusted: true, widest: unit.width, size: size, writer))
            writer.moveCursor(toRow: y, column: unit.column, into: &out) { _, _, _ in false }
        }
        if isPlaceholder {
            out += (writer.unicode ? "\u{FFFD}" : "?").utf8
            out += repeatElement(UInt8(ascii: " "), count: max(0, unit.width - 1))
        } else if let grapheme {
            out += grapheme.utf8
        }
        let widest = traits?.widestDrawing ?? unit.width
        writer.cursorMoved(
            to: position(after: unit, trusted: traits?.isTrusted ?? true, widest: widest, size: size, writer))
    }

    /// Moves the cursor to a column of this row, the cheapest way, which may be writing again
    /// what the terminal shows between the cursor and the column.
    private func moveCursor(toColumn column: Int, into out: inout [UInt8], with writer: inout TerminalWriter)
    {
        if writer.cursor.row == y, writer.cursor.column == column { return }
        let style = writer.style
        let drawable = writer.sequences.drawable
        writer.moveCursor(toRow: y, column: column, into: &out) { start, end, out in
            rewrite(from: start, to: end, style: style, drawable: drawable, into: &out)
        }
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
        let wraps = writer.sequences.capabilities.wrapsAtRightMargin
        if unit.end >= size.width {
            // In the last column the cursor waits to wrap, or stays where automatic margins are off.
            let staysInRow = !wraps || writer.sequences.capabilities.delaysWrap
            return staysInRow ? CursorPosition(row: y, column: nil) : .unknown
        }
        if trusted { return CursorPosition(row: y, column: unit.end) }
        let mayWrap = wraps && unit.column + widest >= size.width
        return mayWrap ? .unknown : CursorPosition(row: y, column: nil)
    }

    /// Whether the terminal shows blanks over a unit's cells that look as the unit's style would.
    private func isKnownBlank(_ unit: RowUnit, style: Style) -> Bool {
        let looksPlain =
            !style.attributes.contains(.reverse) && !style.attributes.contains(.underline)
            && style.background == .default
        let isAfterSpill = !self.isAfterSpill.isEmpty && self.isAfterSpill[unitIndex[unit.column]]
        return screenIsBlank && looksPlain && !isAfterSpill
    }

    /// Adds the bytes that draw columns `start..<end` of this row again as the terminal shows
    /// them, for cursor moves that write over characters instead of moving; adds nothing and
    /// returns `false` when one of them is not a printable ASCII character drawn in the
    /// terminal's style now.
    private func rewrite(
        from start: Int, to end: Int, style: TerminalStyle, drawable: DrawableStyle, into out: inout [UInt8]
    ) -> Bool {
        guard start >= 0, start <= end, end <= columns else { return false }
        let before = out.count
        for column in start..<end {
            let unit = units[unitIndex[column]]
            guard unit.column == column, unit.isASCII, let byte = unit.byte,
                style.isSame(as: drawable(unit.style))
            else {
                out.removeSubrange(before...)
                return false
            }
            out.append(byte)
        }
        return true
    }

    /// Whether a cluster can be sent as it is: it holds no control character, and only ASCII
    /// when the terminal does not draw UTF-8. Otherwise a placeholder is sent, `\u{FFFD}` (`?` in
    /// ASCII), padded with blanks to the unit's width.
    static func isSafe(_ grapheme: String, unicode: Bool) -> Bool {
        let isSafe = grapheme.unicodeScalars.allSatisfy { scalar in
            let value = scalar.value
            return value >= 0x20 && !(0x7F...0x9F).contains(value) && (unicode || value < 0x7F)
        }
        return isSafe && !grapheme.isEmpty
    }
}
