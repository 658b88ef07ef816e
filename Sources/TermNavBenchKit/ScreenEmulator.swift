/// A small terminal emulator: enough of xterm to follow what ncurses sends for
/// `TERM=xterm-256color`, so the benchmark knows what a program's screen shows after each key.
///
/// It keeps a grid of ``EmulatedCell``s and a cursor, decodes UTF-8 (with wide characters and
/// combining marks), and carries out the control sequences of the xterm-256color terminfo entry:
/// cursor motion, erasing, inserting and deleting characters and lines, scroll regions and
/// scrolling, SGR attributes and 256 colours, `rep`, autowrap with xterm's pending wrap, insert
/// mode, the DEC graphics charset and the alternate screen (drawn on the one grid). It answers
/// the device-attributes question (DA1) as xterm does, which every terminal answers
/// (``takeAnswers()``); other queries, such as OSC 11's for the background colour, and modes it
/// has no use for are read and ignored.
public struct ScreenEmulator: Sendable {
    /// The width in columns.
    public let width: Int
    /// The height in lines.
    public let height: Int
    /// The cells, row after row.
    public internal(set) var cells: [EmulatedCell]
    /// The cursor's line, from 0.
    public internal(set) var cursorRow = 0
    /// The cursor's column, from 0.
    public internal(set) var cursorColumn = 0
    /// How many bytes were fed in all.
    public internal(set) var bytesFed = 0
    /// What the terminal sends back to the program, answering its questions, and was not taken yet.
    var answers: [UInt8] = []

    /// Whether the last column was written with autowrap on: the next character wraps first.
    var pendingWrap = false
    /// The attributes and colours new characters get.
    var style = CellStyle.plain
    /// The scroll region's first line.
    var scrollTop = 0
    /// The scroll region's last line.
    var scrollBottom: Int
    /// The cursor saved by `ESC 7` or `CSI s`.
    var savedCursor: (row: Int, column: Int, style: CellStyle)?
    /// Whether writing at the last column wraps (DECAWM).
    var autowrap = true
    /// Whether characters are inserted rather than written over (IRM).
    var insertMode = false
    /// Whether G0 is the DEC special graphics set (`ESC ( 0`).
    var graphicsCharset = false
    /// The last character written, for `rep` (`CSI n b`).
    var lastWritten: Unicode.Scalar?
    /// Where the parser is in an escape sequence.
    var parser = Parser.ground
    /// The bytes of a UTF-8 sequence read so far, and how many it needs.
    var utf8Pending: [UInt8] = []
    var utf8Needed = 0

    /// The states of the escape-sequence parser.
    enum Parser: Sendable {
        /// Plain text.
        case ground
        /// After ESC, with any intermediate bytes (`(` of `ESC ( B`).
        case escape([UInt8])
        /// In a CSI sequence, its parameter and intermediate bytes so far.
        case controlSequence([UInt8])
        /// In an OSC, DCS, APC, PM or SOS string, until BEL or ST; `true` just after its ESC.
        case string(afterEscape: Bool)
    }

    /// Creates a blank screen.
    /// - Parameters:
    ///   - width: Columns, at least 1.
    ///   - height: Lines, at least 1.
    public init(width: Int, height: Int) {
        precondition(width > 0 && height > 0, "ScreenEmulator needs a size of at least 1×1")
        self.width = width
        self.height = height
        cells = Array(repeating: .blank(), count: width * height)
        scrollBottom = height - 1
    }

    /// The cell at a line and column.
    /// - Parameters:
    ///   - row: The line, from 0.
    ///   - column: The column, from 0.
    /// - Returns: The cell.
    public subscript(row: Int, column: Int) -> EmulatedCell {
        cells[row * width + column]
    }

    /// The text of a line, right halves of wide characters left out, trailing spaces kept.
    /// - Parameter row: The line, from 0.
    /// - Returns: The text.
    public func text(ofRow row: Int) -> String {
        var text = ""
        for cell in cells[(row * width)..<((row + 1) * width)] {
            text += cell.text
        }
        return text
    }

    /// Every line's text with trailing spaces removed.
    public var lines: [String] {
        (0..<height).map { row in
            var text = Substring(text(ofRow: row))
            while text.last == " " { text = text.dropLast() }
            return String(text)
        }
    }

    /// Reads bytes a program wrote to its terminal.
    /// - Parameter bytes: The bytes, in order; a sequence may stop anywhere and go on in the
    ///   next call.
    public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            bytesFed += 1
            consume(byte)
        }
    }

    /// One byte through the parser.
    private mutating func consume(_ byte: UInt8) {
        switch parser {
        case .ground:
            ground(byte)
        case .escape(let intermediates):
            escape(byte, intermediates: intermediates)
        case .controlSequence(var collected):
            if (0x40...0x7E).contains(byte) {
                parser = .ground
                controlSequence(final: byte, collected: collected)
            } else if byte == 0x1B {
                parser = .escape([])
            } else if byte < 0x20 {
                control(byte)
            } else {
                collected.append(byte)
                parser = .controlSequence(collected)
            }
        case .string(let afterEscape):
            if byte == 0x07 || (afterEscape && byte == UInt8(ascii: "\\")) {
                parser = .ground
            } else {
                parser = .string(afterEscape: byte == 0x1B)
            }
        }
    }

    /// A byte outside escape sequences: a control character or part of a UTF-8 character.
    private mutating func ground(_ byte: UInt8) {
        if utf8Needed > 0 {
            if byte & 0xC0 == 0x80 {
                utf8Pending.append(byte)
                if utf8Pending.count == utf8Needed {
                    let scalar = Self.decodeUTF8(utf8Pending)
                    utf8Pending = []
                    utf8Needed = 0
                    write(scalar)
                }
                return
            }
            utf8Pending = []
            utf8Needed = 0
            write("\u{FFFD}")
        }
        switch byte {
        case 0x1B: parser = .escape([])
        case 0..<0x20, 0x7F: control(byte)
        case 0x20..<0x80: write(Unicode.Scalar(byte))
        case 0xC2...0xDF: start(byte, needing: 2)
        case 0xE0...0xEF: start(byte, needing: 3)
        case 0xF0...0xF4: start(byte, needing: 4)
        default: write("\u{FFFD}")
        }
    }

    private mutating func start(_ byte: UInt8, needing count: Int) {
        utf8Pending = [byte]
        utf8Needed = count
    }

    /// The scalar of a complete UTF-8 sequence, U+FFFD when it is not valid.
    private static func decodeUTF8(_ bytes: [UInt8]) -> Unicode.Scalar {
        var value = UInt32(bytes[0]) & (bytes.count == 2 ? 0x1F : bytes.count == 3 ? 0x0F : 0x07)
        for byte in bytes.dropFirst() {
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// A C0 control character.
    mutating func control(_ byte: UInt8) {
        switch byte {
        case 0x08:
            pendingWrap = false
            cursorColumn = max(0, cursorColumn - 1)
        case 0x09:
            pendingWrap = false
            cursorColumn = min(width - 1, (cursorColumn / 8 + 1) * 8)
        case 0x0A, 0x0B, 0x0C:
            lineFeed()
        case 0x0D:
            pendingWrap = false
            cursorColumn = 0
        case 0x0E: graphicsCharset = true
        case 0x0F: graphicsCharset = false
        default: break
        }
    }

    /// A byte after ESC.
    private mutating func escape(_ byte: UInt8, intermediates: [UInt8]) {
        if (0x20...0x2F).contains(byte) {
            parser = .escape(intermediates + [byte])
            return
        }
        parser = .ground
        if let designator = intermediates.first {
            if designator == UInt8(ascii: "(") { graphicsCharset = byte == UInt8(ascii: "0") }
            return
        }
        switch byte {
        case UInt8(ascii: "["): parser = .controlSequence([])
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            parser = .string(afterEscape: false)
        case UInt8(ascii: "7"): saveCursor()
        case UInt8(ascii: "8"): restoreCursor()
        case UInt8(ascii: "D"): lineFeed()
        case UInt8(ascii: "E"):
            lineFeed()
            cursorColumn = 0
        case UInt8(ascii: "M"): reverseIndex()
        case UInt8(ascii: "c"): self = ScreenEmulator(width: width, height: height)
        default: break
        }
    }

    /// Writes a character at the cursor and moves the cursor past it.
    mutating func write(_ input: Unicode.Scalar) {
        var scalar = input
        if graphicsCharset, let mapped = Self.decGraphics[scalar.value] { scalar = mapped }
        let columns = CharacterWidth.columns(of: scalar)
        if columns == 0 {
            attachMark(scalar)
            return
        }
        if pendingWrap, autowrap {
            cursorColumn = 0
            lineFeed()
        }
        pendingWrap = false
        if columns == 2, cursorColumn == width - 1 {
            if autowrap {
                put(.blank(background: style.background), row: cursorRow, column: cursorColumn)
                cursorColumn = 0
                lineFeed()
            } else {
                return
            }
        }
        if insertMode { insertBlanks(columns) }
        put(EmulatedCell(text: String(Character(scalar)), style: style), row: cursorRow, column: cursorColumn)
        if columns == 2 {
            put(EmulatedCell(text: "", style: style), row: cursorRow, column: cursorColumn + 1)
        }
        lastWritten = scalar
        if cursorColumn + columns >= width {
            cursorColumn = width - 1
            pendingWrap = autowrap
        } else {
            cursorColumn += columns
        }
    }

    /// A combining mark joins the character before the cursor.
    private mutating func attachMark(_ scalar: Unicode.Scalar) {
        var column = pendingWrap ? cursorColumn : cursorColumn - 1
        guard column >= 0 else { return }
        if cells[cursorRow * width + column].isContinuation, column > 0 { column -= 1 }
        cells[cursorRow * width + column].text.unicodeScalars.append(scalar)
    }

    /// Sets a cell, blanking the other half of any wide character it cuts in two.
    mutating func put(_ cell: EmulatedCell, row: Int, column: Int) {
        let index = row * width + column
        if cells[index].isContinuation, column > 0, !cell.isContinuation {
            cells[index - 1] = .blank(background: cells[index - 1].style.background)
        }
        if !cells[index].isContinuation, column + 1 < width, cells[index + 1].isContinuation,
            CharacterWidth.columns(of: cells[index].text.unicodeScalars.first ?? " ") == 2
        {
            cells[index + 1] = .blank(background: cells[index + 1].style.background)
        }
        cells[index] = cell
    }

    /// Moves down a line, scrolling the region up when the cursor is on its last line.
    mutating func lineFeed() {
        pendingWrap = false
        if cursorRow == scrollBottom {
            scrollUp(1)
        } else if cursorRow < height - 1 {
            cursorRow += 1
        }
    }

    /// Moves up a line, scrolling the region down when the cursor is on its first line.
    mutating func reverseIndex() {
        pendingWrap = false
        if cursorRow == scrollTop {
            scrollDown(1)
        } else if cursorRow > 0 {
            cursorRow -= 1
        }
    }

    /// Scrolls the lines of the scroll region up: the top ones go, blank ones come in below.
    mutating func scrollUp(_ count: Int) {
        deleteLines(count, from: scrollTop)
    }

    /// Scrolls the lines of the scroll region down: blank lines come in at its top.
    mutating func scrollDown(_ count: Int) {
        insertLines(count, at: scrollTop)
    }

    /// Deletes lines at a line of the scroll region; those below move up, blanks fill the bottom.
    mutating func deleteLines(_ count: Int, from row: Int) {
        guard row >= scrollTop, row <= scrollBottom else { return }
        let count = min(count, scrollBottom - row + 1)
        for target in row...scrollBottom {
            let source = target + count
            for column in 0..<width {
                cells[target * width + column] =
                    source <= scrollBottom
                    ? cells[source * width + column] : .blank(background: style.background)
            }
        }
    }

    /// Inserts blank lines at a line of the scroll region; those below move down and off it.
    mutating func insertLines(_ count: Int, at row: Int) {
        guard row >= scrollTop, row <= scrollBottom else { return }
        let count = min(count, scrollBottom - row + 1)
        for target in stride(from: scrollBottom, through: row, by: -1) {
            let source = target - count
            for column in 0..<width {
                cells[target * width + column] =
                    source >= row ? cells[source * width + column] : .blank(background: style.background)
            }
        }
    }

    /// Inserts blanks at the cursor, pushing the rest of the line right.
    mutating func insertBlanks(_ count: Int) {
        let start = cursorRow * width
        let count = min(count, width - cursorColumn)
        for column in stride(from: width - 1, through: cursorColumn, by: -1) {
            cells[start + column] =
                column - count >= cursorColumn
                ? cells[start + column - count] : .blank(background: style.background)
        }
    }

    /// Deletes characters at the cursor, pulling the rest of the line left.
    mutating func deleteCharacters(_ count: Int) {
        let start = cursorRow * width
        let count = min(count, width - cursorColumn)
        for column in cursorColumn..<width {
            cells[start + column] =
                column + count < width ? cells[start + column + count] : .blank(background: style.background)
        }
    }

    /// Blanks cells of a line, in the background colour in force.
    mutating func erase(row: Int, columns: Range<Int>) {
        let columns = columns.clamped(to: 0..<width)
        for column in columns {
            cells[row * width + column] = .blank(background: style.background)
        }
        if columns.lowerBound > 0, cells[row * width + columns.lowerBound].isContinuation {
            cells[row * width + columns.lowerBound - 1] = .blank(background: style.background)
        }
        if columns.upperBound < width, cells[row * width + columns.upperBound].isContinuation {
            cells[row * width + columns.upperBound] = .blank(background: style.background)
        }
    }

    /// `ESC 7`: saves the cursor and attributes.
    mutating func saveCursor() {
        savedCursor = (cursorRow, cursorColumn, style)
    }

    /// `ESC 8`: restores them.
    mutating func restoreCursor() {
        guard let savedCursor else {
            moveCursor(row: 0, column: 0)
            return
        }
        moveCursor(row: savedCursor.row, column: savedCursor.column)
        style = savedCursor.style
    }

    /// Moves the cursor, kept on the screen.
    mutating func moveCursor(row: Int, column: Int) {
        pendingWrap = false
        cursorRow = min(max(row, 0), height - 1)
        cursorColumn = min(max(column, 0), width - 1)
    }

    /// DEC special graphics, as `smacs` selects: the line-drawing characters.
    private static let decGraphics: [UInt32: Unicode.Scalar] = [
        0x60: "◆", 0x61: "▒", 0x66: "°", 0x67: "±", 0x6A: "┘", 0x6B: "┐", 0x6C: "┌", 0x6D: "└",
        0x6E: "┼", 0x6F: "⎺", 0x70: "⎻", 0x71: "─", 0x72: "⎼", 0x73: "⎽", 0x74: "├", 0x75: "┤",
        0x76: "┴", 0x77: "┬", 0x78: "│", 0x79: "≤", 0x7A: "≥", 0x7B: "π", 0x7C: "≠", 0x7D: "£",
        0x7E: "·",
    ]
}
