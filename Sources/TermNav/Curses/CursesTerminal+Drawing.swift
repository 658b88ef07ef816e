import CNcurses
import TermNavCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension CursesTerminal {
    /// The most characters one ncurses cell holds: a spacing character and its combining marks
    /// (`CCHARW_MAX`).
    private static let cellCharacterLimit = 5

    /// Shows a frame, sending only the cells that changed since the last one.
    ///
    /// After a size change or ``invalidate()`` every cell is repainted. Each grapheme is placed
    /// at its own column, so a width the C library disagrees with cannot shift the rest of the
    /// row, and control characters are drawn as placeholders, never sent.
    /// - Parameter canvas: The frame; the part outside the terminal is left out.
    package func draw(_ canvas: Canvas) {
        guard isOpen else { return }
        let window = tn_stdscr()
        let screenSize = size
        let rows = min(canvas.height, screenSize.height)
        let columns = min(canvas.width, screenSize.width)
        var previous = shown
        if previous?.width != canvas.width || previous?.height != canvas.height || shownSize != screenSize {
            previous = nil
            _ = werase(window)
        }
        for y in 0..<max(0, rows) {
            drawRow(y, of: canvas, columns: columns, previous: previous)
        }
        shown = canvas
        shownSize = screenSize
        _ = wnoutrefresh(window)
        _ = doupdate()
    }

    /// Draws the cells of one row that differ from the previous frame (all of them without one).
    private func drawRow(_ y: Int, of canvas: Canvas, columns: Int, previous: Canvas?) {
        var x = 0
        while x < columns {
            let cell = canvas[x, y]
            let isWide = cell.width == 2 && x + 1 < columns && canvas[x + 1, y].isContinuation
            let changed =
                previous.map { previous in
                    previous[x, y] != cell || (isWide && previous[x + 1, y] != canvas[x + 1, y])
                } ?? true
            if changed {
                if cell.isContinuation || (cell.width == 2 && !isWide) {
                    // A continuation without its wide grapheme, or a wide one with no room.
                    put(" ", style: cell.style, x: x, y: y, wide: false)
                } else {
                    put(cell.grapheme, style: cell.style, x: x, y: y, wide: isWide)
                }
            }
            x += isWide ? 2 : 1
        }
    }

    /// Puts one grapheme at an explicit column, in place of whatever ncurses had there.
    ///
    /// The C library's `wcwidth` decides how ncurses moves. Where it makes a wide grapheme
    /// narrow, the grapheme is drawn narrow (without an emoji variation selector) and padded with
    /// a blank; where it finds a grapheme wider than the canvas does, or unprintable, a
    /// placeholder is drawn. Either way the columns after it stay where the canvas put them.
    private func put(_ grapheme: String, style: Style, x: Int, y: Int, wide: Bool) {
        var characters = Self.cellCharacters(of: grapheme)
        var drawnWidth = characters.first.map { Int(tn_wcwidth(wchar_t(bitPattern: $0.value))) } ?? 0
        if characters.contains(where: Self.isControl) || !(drawnWidth == 1 || (wide && drawnWidth == 2)) {
            characters = [placeholder]
            drawnWidth = 1
        }
        let needsPadding = wide && drawnWidth == 1
        if needsPadding {
            characters.removeAll { $0.value == 0xFE0F }
        }
        let attributes = Self.attributes(for: style)
        let pair = colorPairs.pair(foreground: style.foreground, background: style.background)
        add(characters, attributes: attributes, pair: pair, x: x, y: y)
        if needsPadding {
            add([" "], attributes: attributes, pair: pair, x: x + 1, y: y)
        }
    }

    /// The characters of a grapheme that ncurses can keep in one cell: the first and the
    /// zero-width marks right after it, at most `CCHARW_MAX`, without a dangling joiner.
    private static func cellCharacters(of grapheme: String) -> [Unicode.Scalar] {
        var characters: [Unicode.Scalar] = []
        for scalar in grapheme.unicodeScalars {
            if !characters.isEmpty {
                let isMark = tn_wcwidth(wchar_t(bitPattern: scalar.value)) == 0
                guard isMark, characters.count < cellCharacterLimit else { break }
            }
            characters.append(scalar)
        }
        while characters.count > 1, characters.last?.value == 0x200D {
            characters.removeLast()
        }
        return characters.isEmpty ? [" "] : characters
    }

    /// Hands characters to ncurses as one cell at a column.
    private func add(_ scalars: [Unicode.Scalar], attributes: attr_t, pair: Int16, x: Int, y: Int) {
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: scalars.count + 1) { buffer in
            for (index, scalar) in scalars.enumerated() {
                buffer[index] = wchar_t(bitPattern: scalar.value)
            }
            buffer[scalars.count] = 0
            var character = cchar_t()
            guard setcchar(&character, buffer.baseAddress, attributes, pair, nil) == tn_ok() else { return }
            _ = mvwadd_wch(tn_stdscr(), Int32(y), Int32(x), &character)
        }
    }

    /// What is drawn in place of a control character or a grapheme the C library cannot show.
    private var placeholder: Unicode.Scalar {
        supportsUnicode ? "\u{FFFD}" : "?"
    }

    /// Whether a scalar is a C0 or C1 control character or DEL, which must never be sent.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Each text attribute with its ncurses attribute.
    private static let attributeTable: [(attribute: Style.Attributes, value: attr_t)] = [
        (.bold, tn_a_bold()), (.dim, tn_a_dim()), (.italic, tn_a_italic()),
        (.underline, tn_a_underline()), (.reverse, tn_a_reverse()),
    ]

    /// The ncurses attributes for a style's text attributes.
    private static func attributes(for style: Style) -> attr_t {
        var attributes = tn_a_normal()
        for (attribute, value) in attributeTable where style.attributes.contains(attribute) {
            attributes |= value
        }
        return attributes
    }
}
