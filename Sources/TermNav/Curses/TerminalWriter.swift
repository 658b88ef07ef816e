import TermNavCore

/// Turns frames into the bytes that show them: TermNav's own output, in place of ncurses's.
///
/// A frame's bytes compare it with the frame on screen and send only the cells that changed,
/// after scrolling rows that moved together (``VerticalScroll``), with the cheapest cursor moves
/// (``CursorMotion``) and only the attribute changes needed (``TerminalStyle``); without a frame
/// on screen they clear it and send every cell that is not blank. Each grapheme cluster is sent whole, every scalar of it, at the column TermNav's widths
/// give it, whatever width the terminal thinks it has:
/// - after a cluster the terminal may advance over differently (``GraphemeTraits/isTrusted``),
///   the next output of the row starts with an absolute move;
/// - after one it may draw wider than its cells, the two cells after it (more if it may spill
///   further) are sent again, so what it spilled over is drawn over; a change in those cells
///   sends the cluster again too;
/// - one it may draw narrower than its cells is preceded by blanks over its cells.
///
/// Control characters are never sent: a cluster holding one is drawn as `�` (`?` in ASCII),
/// and in an ASCII terminal every non-ASCII cluster is drawn as `?`. The writer is a pure
/// function of the frames, the capabilities and what it has sent before, so tests check its
/// bytes exactly.
///
/// A frame costs about what it changes: a row that did not change is passed over once its bytes
/// compare equal (`Cell.rowsMatch(_:_:)`); a row that changed is looked for elsewhere on screen
/// only among the rows with its content key, and the keys of rows that did not change are kept
/// from frame to frame (``ShownRowKeys``); each terminal sequence is filled in once
/// (``TerminalSequences``), and each cursor move is chosen once where it can be
/// (``CursorMotion``).
struct TerminalWriter {
    /// The terminal's sequences, each made once.
    private(set) var sequences: TerminalSequences
    /// The cursor moves, each chosen once where it can be.
    private var motion = CursorMotion()
    /// Whether the terminal draws UTF-8; when not, only ASCII is sent.
    let unicode: Bool
    /// Where the cursor is, as far as the bytes sent so far say.
    private(set) var cursor = CursorPosition.unknown
    /// Whether the terminal shows its cursor: hidden from the start (ncurses hides it as it
    /// opens), `nil` once something else wrote to the terminal.
    private(set) var isCursorShown: Bool? = false
    /// Whether the cursor shows where it rests at the focus (`TERMNAV_CURSOR=1`), not only at
    /// a field's insertion point.
    var showsCursorAtFocus = false
    /// The attributes and colours the terminal draws with, as far as the bytes sent so far say.
    private(set) var style = TerminalStyle.unknown
    /// Whether colours have been set since the terminal was opened, so leaving resets them.
    private var hasSetColors = false
    /// The rows sent last and their content keys, for finding rows that moved.
    private var shownKeys = ShownRowKeys()
    /// The traits of the clusters of more than one byte sent lately.
    private var traitsMemo = GraphemeTraitsMemo()
    /// The storage rows are planned in.
    private var rowScratch = RowScratch()
    /// A row of plain blanks, as a scroll uncovers, made once for the width of the frames.
    private var blanks: ArraySlice<Cell> = []

    /// A writer for a terminal in an unknown state.
    /// - Parameters:
    ///   - capabilities: The terminal's sequences.
    ///   - unicode: Whether the terminal draws UTF-8.
    init(capabilities: TerminalCapabilities, unicode: Bool) {
        sequences = TerminalSequences(capabilities)
        self.unicode = unicode
    }

    /// Draws for another colour scheme from now on (``TerminalCapabilities/colorScheme``): the
    /// terminal's background, as its late answer says.
    /// - Parameter colorScheme: The scheme.
    mutating func adopt(colorScheme: ColorScheme) {
        var capabilities = sequences.capabilities
        capabilities.colorScheme = colorScheme
        sequences = TerminalSequences(capabilities)
    }

    /// Forgets where the cursor is and how the terminal draws, after something else wrote to it.
    mutating func forgetTerminalState() {
        cursor = .unknown
        style = .unknown
        isCursorShown = nil
    }

    /// The bytes that show a frame.
    /// - Parameters:
    ///   - canvas: The frame; the part outside the screen is left out.
    ///   - previous: The frame on screen, of the same size, or `nil` when the screen shows
    ///     something else: then it is cleared and every cell that is not blank is sent.
    ///   - size: The terminal's size.
    /// - Returns: The bytes to write, in one piece.
    mutating func frame(_ canvas: Canvas, over previous: Canvas?, size: Size) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(previous == nil ? 4096 : 512)
        let rows = max(0, min(canvas.height, size.height))
        let columns = min(canvas.width, size.width)
        // The scroll sent, after which the terminal shows rows of the previous frame elsewhere.
        var scroll: VerticalScroll?
        // The content key of each row of the frame, when read.
        var nextKeys: [Int]?
        // For each row, whether the terminal shows it as it is in the frame.
        var unchanged: [Bool] = []
        let shown = previous.flatMap { $0.width == canvas.width && $0.height == canvas.height ? $0 : nil }
        if let shown {
            // A row the renderer did not draw on is the row on screen: nothing of it is read.
            let oldKeys = shownKeys.keys(of: shown, rows: rows)
            let compared = ShownRowKeys.compare(canvas, with: shown, rows: rows, oldKeys: oldKeys)
            unchanged = compared.unchanged
            let newKeys = compared.keys
            nextKeys = newKeys
            if let found = VerticalScroll.find(
                rows: rows, unchanged: unchanged, oldKeys: oldKeys, newKeys: newKeys,
                newRow: { canvas.row($0) },
                isSame: { y, source in
                    canvas.sharesRow(y, with: shown, row: source)
                        || Cell.rowsMatch(canvas.row(y), shown.row(source))
                }),
                let bytes = found.bytes(using: &sequences, height: size.height)
            {
                setStyle(.plain, into: &out)
                out += bytes
                cursor = .unknown
                scroll = found
                for y in found.top...found.bottom where !found.placedRows.contains(y) {
                    unchanged[y] = Cell.rowsMatch(
                        Self.shownRow(y, of: shown, after: found, blanks: &blanks), canvas.row(y))
                }
                for y in found.placedRows { unchanged[y] = true }
            }
        } else {
            setStyle(.plain, into: &out)
            if let clear = sequences.capabilities.clearScreen {
                out += clear
                cursor = CursorPosition(row: 0, column: 0)
            }
        }
        let screenIsBlank = shown == nil && sequences.capabilities.clearScreen != nil
        for y in 0..<rows {
            // A row that did not change sends nothing: no cell of it differs, so no group does.
            if shown != nil, unchanged[y] { continue }
            var previousRow: ArraySlice<Cell>?
            if let shown {
                previousRow =
                    scroll.map { Self.shownRow(y, of: shown, after: $0, blanks: &blanks) } ?? shown.row(y)
            }
            let row = RowWriter(
                cells: canvas.row(y), previous: previousRow, row: y, columns: columns,
                screenIsBlank: screenIsBlank, traits: &traitsMemo, scratch: &rowScratch)
            row.write(into: &out, with: &self, size: size)
            row.giveBack(&rowScratch)
        }
        if style.hyperlink.isLink {
            // No link is left open after a frame, so nothing else written is taken for one.
            out += OSCHyperlink.bytes(opening: .none)
            style.hyperlink = .none
        }
        shownKeys.keep(canvas, keys: nextKeys)
        placeCursor(canvas.cursorPlace, size: size, into: &out)
        return out
    }

    /// Ends a frame with the terminal's cursor where the canvas has it: shown at an insertion
    /// point; at the focus, where screen readers look, hidden unless ``showsCursorAtFocus``;
    /// hidden where it stands when the canvas has no place. While it shows, a frame that draws
    /// cells hides it as it starts, so it never flickers across the screen with the drawing.
    private mutating func placeCursor(_ place: CursorPlace?, size: Size, into out: inout [UInt8]) {
        let capabilities = sequences.capabilities
        let shows: Bool
        switch place {
        case .insertionPoint: shows = true
        case .focus: shows = showsCursorAtFocus
        case nil: shows = false
        }
        guard let position = place?.position, position.x < size.width, position.y < size.height else {
            if isCursorShown != false, let hide = capabilities.cursorInvisible {
                out += hide
                isCursorShown = false
            }
            return
        }
        let hides = isCursorShown == true && !out.isEmpty && capabilities.cursorInvisible != nil
        if hides, let hide = capabilities.cursorInvisible { out = hide + out }
        moveCursor(toRow: position.y, column: position.x, into: &out) { _, _, _ in false }
        if shows {
            if isCursorShown != true || hides, let show = capabilities.cursorVisible { out += show }
            isCursorShown = true
        } else if isCursorShown != false, !hides, let hide = capabilities.cursorInvisible {
            out += hide
            isCursorShown = false
        } else if hides {
            isCursorShown = false
        }
    }

    /// A row as the terminal shows it after a scroll.
    /// - Parameters:
    ///   - y: The row.
    ///   - shown: The frame on screen before the scroll.
    ///   - scroll: The scroll.
    ///   - blanks: A row of plain blanks, made again when it is not as wide as the frame.
    /// - Returns: The row of `shown` the scroll moved to `y`, blanks where it uncovered `y`, and
    ///   `shown`'s row `y` outside its region.
    private static func shownRow(
        _ y: Int, of shown: Canvas, after scroll: VerticalScroll, blanks: inout ArraySlice<Cell>
    ) -> ArraySlice<Cell> {
        guard (scroll.top...scroll.bottom).contains(y) else { return shown.row(y) }
        if let source = scroll.source(of: y) { return shown.row(source) }
        if blanks.count != shown.width {
            blanks = ArraySlice(repeatElement(Cell.blank(), count: shown.width))
        }
        return blanks
    }

    /// The bytes that leave the terminal in the plain style, colours given back, with the cursor
    /// at the top left; call before ncurses ends.
    /// - Returns: The bytes to write.
    mutating func farewell() -> [UInt8] {
        var out = sequences.capabilities.exitAttributes ?? []
        if hasSetColors, let defaults = sequences.capabilities.defaultColors { out += defaults }
        style = TerminalStyle(attributes: [], foreground: .default, background: .default)
        moveCursor(toRow: 0, column: 0, into: &out) { _, _, _ in false }
        return out
    }

    // MARK: Steps, used by RowWriter

    /// Moves the cursor, the cheapest way (see ``CursorMotion``).
    /// - Parameters:
    ///   - row: The row.
    ///   - column: The column.
    ///   - out: The frame's bytes so far, to which the move's are added.
    ///   - rewrite: Redraws columns of the row as they are shown (see ``CursorMotion``).
    mutating func moveCursor(
        toRow row: Int, column: Int, into out: inout [UInt8], rewrite: (Int, Int, inout [UInt8]) -> Bool
    ) {
        let from = cursor
        cursor = CursorPosition(row: row, column: column)
        if from.row == row, from.column == column { return }
        motion.move(from: from, toRow: row, column: column, using: &sequences, into: &out, rewrite: rewrite)
    }

    /// Changes the attributes and colours to those a cell asks for, as far as the terminal can
    /// show them.
    /// - Parameters:
    ///   - wanted: The cell's style.
    ///   - out: The frame's bytes so far, to which the change's are added (none when nothing
    ///     changes).
    ///   - blank: Whether the cell is a blank, which shows only some of its style (see
    ///     ``TerminalStyle/blank(lookingAs:)``): the rest stays as the terminal has it.
    mutating func setStyle(_ wanted: Style, into out: inout [UInt8], blank: Bool = false) {
        var drawable = sequences.drawable(wanted)
        if drawable.foreground != .default || drawable.background != .default { hasSetColors = true }
        if blank { drawable = style.blank(lookingAs: drawable) }
        if style.isSame(as: drawable) { return }
        out += sequences.change(&style, to: drawable)
    }

    /// The bytes that would move the cursor between two places, without moving it, and without
    /// writing over characters.
    /// - Parameters:
    ///   - position: Where the cursor would be.
    ///   - row: The row.
    ///   - column: The column.
    /// - Returns: The bytes.
    mutating func cursorMoveBytes(from position: CursorPosition, toRow row: Int, column: Int) -> [UInt8] {
        motion.bytes(from: position, toRow: row, column: column, using: &sequences) { _, _ in nil }
    }

    /// A capability of one parameter, filled in.
    /// - Parameters:
    ///   - capability: The capability.
    ///   - parameter: Its parameter.
    /// - Returns: The sequence, or `nil` when the terminal has no such capability.
    mutating func sequence(_ capability: TerminalSequences.ParameterisedSequence, _ parameter: Int)
        -> [UInt8]?
    {
        sequences.sequence(capability, parameter)
    }

    /// The traits of a cluster of more than one byte, read once while it is sent often.
    /// - Parameters:
    ///   - text: The cluster.
    ///   - width: The columns TermNav gives it.
    /// - Returns: Its traits.
    mutating func graphemeTraits(of text: CellText, width: Int) -> GraphemeTraits {
        traitsMemo.traits(of: text, width: width)
    }

    /// Records where the cursor is after the writer sent something.
    /// - Parameter position: The cursor's position, as far as it is known.
    mutating func cursorMoved(to position: CursorPosition) {
        cursor = position
    }
}
