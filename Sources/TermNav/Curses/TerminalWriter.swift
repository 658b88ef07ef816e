import TermNavCore

/// Turns frames into the bytes that show them: TermNav's own output, in place of ncurses's.
///
/// A frame's bytes compare it with the frame on screen and send only the cells that changed,
/// after scrolling rows that moved together (``VerticalScroll``), with the cheapest cursor moves (``CursorMotion``) and only the attribute changes needed
/// (``TerminalStyle``); without a frame on screen they clear it and send every cell that is not
/// blank. Each grapheme cluster is sent whole, every scalar of it, at the column TermNav's widths
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
struct TerminalWriter {
    /// The terminal's sequences.
    let capabilities: TerminalCapabilities
    /// Whether the terminal draws UTF-8; when not, only ASCII is sent.
    let unicode: Bool
    /// Where the cursor is, as far as the bytes sent so far say.
    private(set) var cursor = CursorPosition.unknown
    /// The attributes and colours the terminal draws with, as far as the bytes sent so far say.
    private(set) var style = TerminalStyle.unknown
    /// Whether colours have been set since the terminal was opened, so leaving resets them.
    private var hasSetColors = false

    /// A writer for a terminal in an unknown state.
    /// - Parameters:
    ///   - capabilities: The terminal's sequences.
    ///   - unicode: Whether the terminal draws UTF-8.
    init(capabilities: TerminalCapabilities, unicode: Bool) {
        self.capabilities = capabilities
        self.unicode = unicode
    }

    /// Forgets where the cursor is and how the terminal draws, after something else wrote to it.
    mutating func forgetTerminalState() {
        cursor = .unknown
        style = .unknown
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
        let next = (0..<rows).map { canvas.row($0) }
        var shown: [ArraySlice<Cell>]?
        if let previous, previous.width == canvas.width, previous.height == canvas.height {
            shown = (0..<rows).map { previous.row($0) }
        }
        if let before = shown, let scroll = VerticalScroll.find(from: before, to: next) {
            let style = setStyle(.plain)
            if let bytes = scroll.bytes(using: capabilities, height: size.height) {
                out += style + bytes
                cursor = .unknown
                shown = scroll.applied(to: before)
            }
        }
        if shown == nil {
            out += setStyle(.plain)
            if let clear = capabilities.clearScreen {
                out += clear
                cursor = CursorPosition(row: 0, column: 0)
            }
        }
        let screenIsBlank = shown == nil && capabilities.clearScreen != nil
        for y in 0..<rows {
            // A row that did not change sends nothing: no cell of it differs, so no group does.
            if let shown, shown[y] == next[y] { continue }
            var row = RowWriter(
                cells: next[y], previous: shown?[y], row: y, columns: columns, screenIsBlank: screenIsBlank)
            row.write(into: &out, with: &self, size: size)
        }
        return out
    }

    /// The bytes that leave the terminal in the plain style, colours given back, with the cursor
    /// at the top left; call before ncurses ends.
    /// - Returns: The bytes to write.
    mutating func farewell() -> [UInt8] {
        var out = capabilities.exitAttributes ?? []
        if hasSetColors, let defaults = capabilities.defaultColors { out += defaults }
        style = TerminalStyle(attributes: [], foreground: .default, background: .default)
        out += moveCursor(toRow: 0, column: 0) { _, _ in nil }
        return out
    }

    // MARK: Steps, used by RowWriter

    /// Moves the cursor, the cheapest way.
    /// - Parameters:
    ///   - row: The row.
    ///   - column: The column.
    ///   - rewrite: Redraws columns of the row as they are shown (see ``CursorMotion``).
    /// - Returns: The bytes.
    mutating func moveCursor(toRow row: Int, column: Int, rewrite: (Int, Int) -> [UInt8]?) -> [UInt8] {
        let bytes = CursorMotion(capabilities: capabilities)
            .bytes(from: cursor, toRow: row, column: column, rewrite: rewrite)
        cursor = CursorPosition(row: row, column: column)
        return bytes
    }

    /// Changes the attributes and colours to those a cell asks for, as far as the terminal can
    /// show them.
    /// - Parameter wanted: The cell's style.
    /// - Returns: The bytes, empty when nothing changes.
    mutating func setStyle(_ wanted: Style) -> [UInt8] {
        let drawable = capabilities.drawable(wanted)
        if drawable.foreground != .default || drawable.background != .default { hasSetColors = true }
        return style.change(to: drawable, using: capabilities)
    }

    /// Whether a cell drawn in a style would look as the terminal draws it now.
    /// - Parameter wanted: The cell's style.
    /// - Returns: `true` when no attribute or colour must change.
    func drawsAlike(_ wanted: Style) -> Bool {
        style.isSame(as: capabilities.drawable(wanted))
    }

    /// Records where the cursor is after the writer sent something.
    /// - Parameter position: The cursor's position, as far as it is known.
    mutating func cursorMoved(to position: CursorPosition) {
        cursor = position
    }
}
