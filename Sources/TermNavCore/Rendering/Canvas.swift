/// A frame: a value-type grid of cells that views draw into and backends show.
///
/// Canvas never talks to a terminal. The renderer draws frames into one, and a backend
/// compares it with the frame before to send only what changed.
///
/// Each row keeps its own storage: a copy of a canvas shares every row with the original until
/// one of them draws on it, so a frame that changes two rows copies two rows.
///
/// Each row also has a ``Generation``, taken afresh by every call that draws on the row (each
/// mutating method below, through `updateRow`, `blankRow` and `set`), moved with the row by
/// ``copyRow(_:of:to:)`` and ``swapRows(_:_:)``, and kept by a copy of the canvas; the canvas
/// has one too, taken by every change of any row. A row whose generation is that of a row of the
/// canvas before did not change, which a backend tells at once, without looking at its cells.
package struct Canvas: Hashable, Sendable {
    /// The number of columns.
    package let width: Int
    /// The number of rows.
    package let height: Int
    /// The cells, a row at a time.
    private var rows: [[Cell]]
    /// Each row's generation: a new one whenever the row is drawn on.
    private var rowGenerations: [Generation]
    /// The canvas's generation: a new one whenever any row changes.
    private var generation: Generation
    /// Where the terminal's cursor stands after the frame: shown at the insertion point of the
    /// text field with the focus, or resting at the start of what has the focus; `nil` when
    /// nothing has it.
    package var cursorPlace: CursorPlace?

    /// Where the terminal shows its cursor (the insertion point of the text field with the
    /// focus), or `nil` while it is hidden, as it is everywhere else.
    package var cursor: CellPosition? {
        get {
            if case .insertionPoint(let position) = cursorPlace { position } else { nil }
        }
        set { cursorPlace = newValue.map { .insertionPoint($0) } }
    }

    /// Creates a canvas filled with blank cells.
    /// - Parameters:
    ///   - width: The number of columns (negative counts as zero).
    ///   - height: The number of rows (negative counts as zero).
    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        rows = Array(repeating: Array(repeating: .blank(), count: self.width), count: self.height)
        let blank = Generation.next()
        rowGenerations = Array(repeating: blank, count: self.height)
        generation = blank
    }

    /// Whether two canvases show the same cells and cursor; their generations are not compared.
    package static func == (lhs: Canvas, rhs: Canvas) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.cursorPlace == rhs.cursorPlace
            && (lhs.generation == rhs.generation || lhs.rows == rhs.rows)
    }

    /// Hashes the canvas's size, cells and cursor.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(cursorPlace)
        hasher.combine(rows)
    }

    /// The cell at a column and row.
    /// - Parameters:
    ///   - x: The column, from 0.
    ///   - y: The row, from 0.
    /// - Returns: The cell; a blank cell outside the canvas.
    package subscript(x: Int, y: Int) -> Cell {
        guard contains(x: x, y: y) else { return .blank() }
        return rows[y][x]
    }

    /// Whether a column and row lie inside the canvas.
    func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// The cells of one row, left to right.
    /// - Parameter y: The row, from 0.
    /// - Returns: The row's cells; empty outside the canvas.
    package func row(_ y: Int) -> ArraySlice<Cell> {
        guard y >= 0 && y < height else { return [] }
        return rows[y][...]
    }

    /// Whether this canvas is another as it was, by their generations: the same canvas, copied
    /// and neither drawn on since. Nothing of either is read.
    /// - Parameter other: The other canvas.
    /// - Returns: `true` when both have the same generation.
    package func sharesEveryRow(with other: Canvas) -> Bool {
        width == other.width && height == other.height && generation == other.generation
    }

    /// Whether a row of this canvas is a row of another, by their generations: then the two are
    /// equal, one copied from the other and neither drawn on since. Nothing of either row is
    /// read.
    /// - Parameters:
    ///   - y: The row of this canvas.
    ///   - other: The other canvas.
    ///   - otherRow: The row of `other`; `y` by default.
    /// - Returns: `true` when both rows have the same generation.
    package func sharesRow(_ y: Int, with other: Canvas, row otherRow: Int? = nil) -> Bool {
        let source = otherRow ?? y
        guard y >= 0 && y < height, source >= 0 && source < other.height, width == other.width else {
            return false
        }
        return rowGenerations[y] == other.rowGenerations[source]
    }

    /// The text of each row, continuation cells left out and trailing spaces kept.
    package var lines: [String] {
        (0..<height).map { y in
            var line = ""
            for cell in row(y) where !cell.isContinuation {
                line += cell.grapheme
            }
            return line
        }
    }

    /// Writes one cell, keeping wide graphemes whole: a half-overwritten wide grapheme is blanked.
    private mutating func set(_ cell: Cell, x: Int, y: Int) {
        guard contains(x: x, y: y) else { return }
        changed(y)
        Self.set(cell, at: x, in: &rows[y])
    }

    /// Writes one cell of a row, blanking the other half of a wide grapheme it cuts.
    private static func set(_ cell: Cell, at x: Int, in row: inout [Cell]) {
        row.withUnsafeMutableBufferPointer { cells in set(cell, at: x, in: cells) }
    }

    /// Writes one cell of a row's storage, blanking the other half of a wide grapheme it cuts.
    private static func set(_ cell: Cell, at x: Int, in row: UnsafeMutableBufferPointer<Cell>) {
        // Only the old cell's width is read: the cell itself is not copied.
        let oldWidth = row[x].width
        if oldWidth == 0, x > 0, cell.width != 0 {
            row[x - 1] = .blank(row[x - 1].style)
        }
        if oldWidth == 2, x + 1 < row.count, cell.width != 2 {
            row[x + 1] = .blank(row[x + 1].style)
        }
        row[x] = cell
    }

    /// Draws text from a column on a row, clipped to `limit` columns and to the canvas.
    ///
    /// The text must already be safe to show (see `VisibleText`). A wide grapheme that would
    /// cross the limit is left out and its column blanked.
    /// - Parameters:
    ///   - text: The text to draw.
    ///   - x: The first column.
    ///   - y: The row.
    ///   - style: The style of every cell drawn.
    ///   - limit: The most columns to use; the rest of the row by default.
    /// - Returns: The number of columns drawn.
    @discardableResult
    mutating func draw(_ text: String, x: Int, y: Int, style: Style = .plain, limit: Int? = nil) -> Int {
        guard y >= 0 && y < height else { return 0 }
        let end = min(width, x + (limit ?? width))
        if let drawn = drawASCII(text, x: x, y: y, style: style, end: end) { return drawn }
        var column = x
        // The row is changed in place, its storage made its own once for all of the text.
        updateRow(y) { row in
            row.withUnsafeMutableBufferPointer { cells in
                column = Self.draw(text, from: x, end: end, style: style, in: cells)
            }
        }
        return max(0, column - x)
    }

    /// Draws text that is not all printable ASCII on a row's storage, as ``draw(_:x:y:style:limit:)``
    /// says.
    /// - Returns: The column after the text drawn: `end` when it was cut.
    private static func draw(
        _ text: String, from x: Int, end: Int, style: Style, in cells: UnsafeMutableBufferPointer<Cell>
    ) -> Int {
        var column = x
        let utf8 = text.utf8
        var index = text.startIndex
        while index < text.endIndex {
            // A printable ASCII byte followed by another ASCII byte, or by nothing, is a cluster of
            // its own, one column wide: it is drawn without grapheme breaking or a width lookup.
            let byte = utf8[index]
            let next = utf8.index(after: index)
            let cell: Cell
            if byte >= 0x20, byte < 0x7F, next == utf8.endIndex || utf8[next] < 0x80 {
                cell = Cell(ascii: byte, style: style)
                index = next
            } else if let (scalar, after) = Self.loneScalar(of: text, at: index) {
                // A cluster of one scalar (an accessory's glyph, an arrow of the help line).
                index = after
                let cellWidth = DisplayWidth.of(scalar)
                if cellWidth == 0 { continue }
                cell = Cell(grapheme: String(scalar), width: cellWidth, style: style)
            } else {
                let character = text[index]
                index = text.index(after: index)
                let cellWidth = DisplayWidth.of(character)
                if cellWidth == 0 { continue }
                cell = Cell(grapheme: String(character), width: cellWidth, style: style)
            }
            if column + cell.width > end {
                if column >= 0, column < end { set(.blank(style), at: column, in: cells) }
                column = end
                break
            }
            if column >= 0 {
                set(cell, at: column, in: cells)
                if cell.width == 2 { set(.continuation(style), at: column + 1, in: cells) }
            }
            column += cell.width
        }
        return column
    }

    /// The scalar at an index of a string, and the index after it, when it is not ASCII and is a
    /// cluster of its own: the string's last scalar (nothing follows to join), or a symbol (from
    /// General Punctuation to Miscellaneous Symbols and Arrows, U+2000–U+2BFF, none of which is
    /// a prepended mark) followed by what joins nothing before it: a printable ASCII character,
    /// or another such symbol that is not a joiner or a combining mark (as `↑↓`).
    private static func loneScalar(of text: String, at index: String.Index) -> (Unicode.Scalar, String.Index)?
    {
        let scalars = text.unicodeScalars
        let scalar = scalars[index]
        guard !scalar.isASCII else { return nil }
        let after = scalars.index(after: index)
        if after == scalars.endIndex { return (scalar, after) }
        guard isSymbol(scalar.value) else { return nil }
        let next = text.utf8[after]
        if next >= 0x20 && next < 0x7F { return (scalar, after) }
        let following = scalars[after].value
        let joins = following == 0x200C || following == 0x200D || (0x20D0...0x20FF).contains(following)
        return isSymbol(following) && !joins ? (scalar, after) : nil
    }

    /// Whether a scalar is in the blocks from General Punctuation to Miscellaneous Symbols and
    /// Arrows.
    private static func isSymbol(_ value: UInt32) -> Bool {
        (0x2000...0x2BFF).contains(value)
    }

    /// Draws text that is printable ASCII only, a cell per byte, without grapheme breaking; `nil`
    /// when the text holds anything else (or starts off the canvas), for `draw` to take over.
    private mutating func drawASCII(_ text: String, x: Int, y: Int, style: Style, end: Int) -> Int? {
        guard x >= 0 else { return nil }
        var drawn: Int?
        _ = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return }
            let count = max(0, min(bytes.count, end - x))
            updateRow(y) { row in
                row.withUnsafeMutableBufferPointer { cells in
                    for offset in 0..<count {
                        let byte = bytes[offset]
                        Self.set(Cell(ascii: byte, style: style), at: x + offset, in: cells)
                    }
                }
            }
            drawn = count
        }
        return drawn
    }

    /// Fills part of a row with blank cells.
    /// - Parameters:
    ///   - y: The row.
    ///   - x: The first column; 0 by default.
    ///   - count: The number of columns; the rest of the row by default.
    ///   - style: The style of the blanks.
    mutating func clear(row y: Int, from x: Int = 0, count: Int? = nil, style: Style = .plain) {
        guard y >= 0 && y < height else { return }
        let start = max(0, x)
        let end = min(width, x + (count ?? width))
        guard start < end else { return }
        let blank = Cell.blank(style)
        updateRow(y) { row in
            row.withUnsafeMutableBufferPointer { cells in
                for column in start..<end {
                    Self.set(blank, at: column, in: cells)
                }
            }
        }
    }

    /// Lays a style over every cell of a row, keeping each cell's grapheme.
    /// - Parameters:
    ///   - y: The row.
    ///   - style: The style merged into each cell's own (see ``Style/merging(_:)``).
    mutating func overlay(row y: Int, with style: Style) {
        guard y >= 0 && y < height else { return }
        updateRow(y) { row in
            row.withUnsafeMutableBufferPointer { cells in
                for index in cells.indices {
                    cells[index].style = cells[index].style.merging(style)
                }
            }
        }
    }

    /// Draws part of a row as the focus bar draws it, keeping each cell's grapheme.
    /// - Parameters:
    ///   - y: The row.
    ///   - columns: The columns; the whole row by default.
    ///   - bar: The focus bar.
    mutating func highlight(row y: Int, columns: Range<Int>? = nil, with bar: FocusBar) {
        guard y >= 0 && y < height else { return }
        let start = max(0, columns?.lowerBound ?? 0)
        let end = min(width, columns?.upperBound ?? width)
        guard start < end else { return }
        updateRow(y) { row in
            row.withUnsafeMutableBufferPointer { cells in
                for index in start..<end {
                    cells[index].style = bar.style(for: cells[index].style)
                }
            }
        }
    }

    /// Gives the cells of a row that have no background of their own, and are not in reverse
    /// video, a background: a screen's backdrop, behind what is in front of it.
    /// - Parameters:
    ///   - y: The row.
    ///   - color: The colour of the cell at a column.
    mutating func fillBackground(row y: Int, with color: (Int) -> Color) {
        guard y >= 0 && y < height else { return }
        updateRow(y) { row in
            row.withUnsafeMutableBufferPointer { cells in
                for index in cells.indices
                where cells[index].style.background == .default && !cells[index].style.isReverse {
                    cells[index].style.background = color(index)
                }
            }
        }
    }

    /// Colours the cells of a row that have no foreground colour of their own and match a
    /// condition.
    /// - Parameters:
    ///   - y: The row.
    ///   - color: The foreground colour to give them.
    ///   - matching: Which cells (by style) take it.
    mutating func tint(row y: Int, with color: Color, where matching: (Style) -> Bool) {
        guard y >= 0 && y < height, color != .default else { return }
        updateRow(y) { row in
            row.withUnsafeMutableBufferPointer { cells in
                for index in cells.indices
                where cells[index].style.foreground == .default && matching(cells[index].style) {
                    cells[index].style.foreground = color
                }
            }
        }
    }

    /// This canvas as a terminal without colours shows it: each cell with its attributes (and
    /// link) alone.
    /// - Returns: The canvas, every colour the terminal's own.
    func withoutColors() -> Canvas {
        var canvas = self
        for y in 0..<height {
            canvas.updateRow(y) { row in
                row.withUnsafeMutableBufferPointer { cells in
                    for index in cells.indices {
                        let style = cells[index].style
                        cells[index].style = Style(attributes: style.attributes, hyperlink: style.hyperlink)
                    }
                }
            }
        }
        return canvas
    }

    /// Makes a row blank, in storage of its own: a row shared with another canvas is let go
    /// rather than copied and then blanked cell by cell.
    /// - Parameter y: The row.
    mutating func blankRow(_ y: Int) {
        guard y >= 0 && y < height else { return }
        let blank = Cell.blank()
        let width = width
        changed(y)
        rows[y] = [Cell](unsafeUninitializedCapacity: width) { cells, count in
            // The buffer may be larger than asked for: only `width` cells are made.
            UnsafeMutableBufferPointer(rebasing: cells[..<width]).initialize(repeating: blank)
            count = width
        }
    }

    /// Makes a row the same as a row of another canvas of the same width, sharing its storage.
    /// - Parameters:
    ///   - source: The row of `other` to copy.
    ///   - other: The canvas to copy from.
    ///   - y: The row to replace.
    mutating func copyRow(_ source: Int, of other: Canvas, to y: Int) {
        guard y >= 0 && y < height, source >= 0 && source < other.height, other.width == width else { return }
        rows[y] = other.rows[source]
        rowGenerations[y] = other.rowGenerations[source]
        generation = Generation.next()
    }

    /// Swaps two rows of this canvas, storage and all.
    /// - Parameters:
    ///   - y: A row.
    ///   - other: Another row.
    mutating func swapRows(_ y: Int, _ other: Int) {
        guard y >= 0 && y < height, other >= 0 && other < height, other != y else { return }
        // In the buffer, the two are moved, neither copied nor retained.
        rows.withUnsafeMutableBufferPointer { $0.swapAt(y, other) }
        rowGenerations.swapAt(y, other)
        generation = Generation.next()
    }

    /// Runs changes on one row in place: the row is changed where it is stored, copied only when
    /// another canvas shares it, and takes a new generation.
    private mutating func updateRow(_ y: Int, _ body: (inout [Cell]) -> Void) {
        changed(y)
        body(&rows[y])
    }

    /// Gives a row, and so the canvas, a new generation: the row is about to be drawn on.
    private mutating func changed(_ y: Int) {
        let next = Generation.next()
        rowGenerations[y] = next
        generation = next
    }
}
