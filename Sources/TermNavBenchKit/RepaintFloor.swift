/// The fewest bytes a program could send to turn one screen into another by repainting exactly
/// the cells that changed, priced with the terminal's own terminfo strings.
///
/// The model, from the top line down and left to right, with the attributes in force carried
/// from cell to cell (they start plain, and need not be reset at the end):
/// - each line with changed cells is painted in runs of changed cells; before a run the cursor
///   moves there by the cheapest of `cup`, `hpa`, `vpa`, `cr`, `cr`+`vpa`, `cuf`/`cuf1` and
///   `cub`/`cub1` (after a run it is known to be just past it; at the start, nowhere);
/// - between two runs of a line, the unchanged cells are sent again instead of moving when that
///   is cheaper;
/// - a cell costs its character's UTF-8 bytes (a wide character's right half costs nothing),
///   plus, when its attributes or colours differ from those in force, the cheapest change: the
///   missing attribute strings alone (`bold`, `dim`, `sitm`, `smul`, `blink`, `rev`, `invis`)
///   when attributes are only added, else `sgr` with the attributes, else `sgr0` then each
///   attribute's string; then `setaf`/`setab` for colours other than the default (after `op`
///   when a colour goes back to the default);
/// - a stretch of blank cells with no attributes may be erased with `ech` and stepped over,
///   and the blank end of a line erased with `el`, where cheaper;
/// - the whole screen may instead be cleared with `clear` and its non-blank cells painted.
///
/// Scrolling (`csr`, `ind`, `ri`, `il`, `dl`) and `rep` are not counted: a program that scrolls
/// or repeats characters can send fewer bytes than this floor.
public struct RepaintFloor: Sendable {
    private let terminfo: Terminfo

    /// A floor priced with a terminfo entry.
    /// - Parameter terminfo: The terminal's entry.
    public init(terminfo: Terminfo) {
        self.terminfo = terminfo
    }

    /// Where the cursor is and which attributes are in force.
    private struct Pen {
        var style = CellStyle.plain
        /// The cursor, or `nil` where it is not known (at the start, or after the last column).
        var cursor: (row: Int, column: Int)?
    }

    /// The floor, in bytes, to turn one screen into another of the same size.
    /// - Parameters:
    ///   - old: The screen before.
    ///   - new: The screen after.
    /// - Returns: The bytes; 0 when nothing changed.
    public func bytes(from old: ScreenEmulator, to new: ScreenEmulator) -> Int {
        precondition(old.width == new.width && old.height == new.height, "screens of different sizes")
        var pen = Pen()
        var incremental = 0
        for row in 0..<new.height {
            let base = row * new.width
            let changed = (0..<new.width).map { old.cells[base + $0] != new.cells[base + $0] }
            guard changed.contains(true) else { continue }
            incremental += paintRow(row, of: new, changed: changed, pen: &pen)
        }
        guard incremental > 0, let clear = terminfo.length("clear") else { return incremental }
        var cleared = Pen(cursor: (0, 0))
        var repaint = clear
        for row in 0..<new.height {
            let base = row * new.width
            let changed = (0..<new.width).map { !new.cells[base + $0].isPlainBlank }
            guard changed.contains(true) else { continue }
            repaint += paintRow(row, of: new, changed: changed, pen: &cleared)
        }
        return min(incremental, repaint)
    }

    /// The bytes to paint one line's changed cells, the cheaper of with and without `el`.
    private func paintRow(_ row: Int, of screen: ScreenEmulator, changed: [Bool], pen: inout Pen) -> Int {
        let width = screen.width
        var changed = changed
        // A changed right half repaints its wide character.
        for column in 1..<width where changed[column] && screen[row, column].isContinuation {
            changed[column - 1] = true
            changed[column] = false
        }
        for column in 0..<width where screen[row, column].isContinuation {
            changed[column] = false
        }
        var plain = pen
        let without = paintColumns(row, of: screen, changed: changed, pen: &plain)
        var blankStart = width
        while blankStart > 0, screen[row, blankStart - 1].isPlainBlank { blankStart -= 1 }
        guard blankStart < width, changed[blankStart...].contains(true), let eraseLine = terminfo.length("el")
        else {
            pen = plain
            return without
        }
        var erasing = pen
        var with = paintColumns(
            row, of: screen,
            changed: Array(changed[..<blankStart]) + Array(repeating: false, count: width - blankStart),
            pen: &erasing)
        with += move(from: erasing.cursor, toRow: row, column: blankStart)
        with += transition(from: erasing.style, to: .plain) + eraseLine
        erasing.style = .plain
        erasing.cursor = (row, blankStart)
        if with < without {
            pen = erasing
            return with
        }
        pen = plain
        return without
    }

    /// The bytes to paint the changed columns of a line, run by run.
    private func paintColumns(_ row: Int, of screen: ScreenEmulator, changed: [Bool], pen: inout Pen) -> Int {
        var cost = 0
        var column = 0
        let width = screen.width
        while column < width {
            guard changed[column] else {
                column += 1
                continue
            }
            var end = column
            while end < width, changed[end] || screen[row, end].isContinuation { end += 1 }
            // Reach the run: move there, or send the unchanged cells since the last run again.
            let moving = move(from: pen.cursor, toRow: row, column: column)
            if let cursor = pen.cursor, cursor.row == row, cursor.column < column {
                var resending = pen
                let resend = paintCells(row, cursor.column..<column, of: screen, pen: &resending)
                if resend < moving {
                    cost += resend
                    pen = resending
                } else {
                    cost += moving
                }
            } else {
                cost += moving
            }
            pen.cursor = (row, column)
            cost += paintCells(row, column..<end, of: screen, pen: &pen)
            column = end
        }
        return cost
    }

    /// The bytes to paint cells from the cursor on, stretches of plain blanks erased with `ech`
    /// where cheaper. Leaves the cursor after the last cell, or unknown past the last column.
    private func paintCells(_ row: Int, _ columns: Range<Int>, of screen: ScreenEmulator, pen: inout Pen)
        -> Int
    {
        var cost = 0
        var column = columns.lowerBound
        while column < columns.upperBound {
            let cell = screen[row, column]
            if cell.isPlainBlank {
                var end = column
                while end < columns.upperBound, screen[row, end].isPlainBlank { end += 1 }
                let length = end - column
                let spaces = transition(from: pen.style, to: .plain) + length
                if length > 1, let erase = terminfo.length("ech", [length]) {
                    var erasePen = pen
                    var erasing = erase
                    if pen.style.background != .default {
                        erasing += transition(from: pen.style, to: .plain)
                        erasePen.style = .plain
                    }
                    erasing += end < screen.width ? move(from: (row, column), toRow: row, column: end) : 0
                    if erasing < spaces {
                        cost += erasing
                        pen.style = erasePen.style
                        column = end
                        continue
                    }
                }
                cost += spaces
                pen.style = .plain
                column = end
                continue
            }
            if !cell.isContinuation {
                if cell.style != pen.style {
                    cost += transition(from: pen.style, to: cell.style)
                    pen.style = cell.style
                }
                cost += cell.text.utf8.count
            }
            column += 1
        }
        pen.cursor = columns.upperBound < screen.width ? (row, columns.upperBound) : nil
        return cost
    }

    /// The bytes of the cheapest cursor motion from one cell to another.
    /// - Parameters:
    ///   - from: Where the cursor is, or `nil` when unknown.
    ///   - row: The line to reach.
    ///   - column: The column to reach.
    /// - Returns: The bytes; 0 when the cursor is there already.
    func move(from: (row: Int, column: Int)?, toRow row: Int, column: Int) -> Int {
        var best = terminfo.length("cup", [row, column]) ?? Int.max / 4
        guard let from else { return best }
        if from.row == row, from.column == column { return 0 }
        let carriageReturn = terminfo.length("cr")
        if from.row == row {
            if let hpa = terminfo.length("hpa", [column]) { best = min(best, hpa) }
            if column == 0, let carriageReturn { best = min(best, carriageReturn) }
            if column > from.column {
                let distance = column - from.column
                if let cuf = terminfo.length("cuf", [distance]) { best = min(best, cuf) }
                if let cuf1 = terminfo.length("cuf1") { best = min(best, cuf1 * distance) }
            } else {
                let distance = from.column - column
                if let cub = terminfo.length("cub", [distance]) { best = min(best, cub) }
                if let cub1 = terminfo.length("cub1") { best = min(best, cub1 * distance) }
            }
        } else {
            if from.column == column, let vpa = terminfo.length("vpa", [row]) { best = min(best, vpa) }
            if column == 0, let carriageReturn, let vpa = terminfo.length("vpa", [row]) {
                best = min(best, carriageReturn + vpa)
            }
        }
        return best
    }

    /// The attribute strings, in `sgr`'s parameter order where it has one.
    private static let attributeCapabilities: [(attribute: CellStyle.Attributes, name: String)] = [
        (.reverse, "rev"), (.underline, "smul"), (.blink, "blink"), (.dim, "dim"), (.bold, "bold"),
        (.invisible, "invis"), (.alternateCharset, "smacs"), (.italic, "sitm"), (.strikethrough, "smxx"),
    ]

    /// The bytes of the cheapest change of attributes and colours.
    /// - Parameters:
    ///   - old: The style in force.
    ///   - new: The style wanted.
    /// - Returns: The bytes; 0 when they are the same.
    func transition(from old: CellStyle, to new: CellStyle) -> Int {
        guard old != new else { return 0 }
        let resetColors = colors(from: .plain, to: new)
        var best = Int.max / 4
        if old.attributes.isSubset(of: new.attributes) {
            best = attributes(new.attributes.subtracting(old.attributes)) + colors(from: old, to: new)
        }
        if let sgr0 = terminfo.length("sgr0") {
            best = min(best, sgr0 + attributes(new.attributes) + resetColors)
        }
        if let sgr = terminfo.strings["sgr"] {
            let has = { (attribute: CellStyle.Attributes) in new.attributes.contains(attribute) ? 1 : 0 }
            // standout, underline, reverse, blink, dim, bold, invisible, protect, altcharset
            let parameters = [
                0, has(.underline), has(.reverse), has(.blink), has(.dim), has(.bold), has(.invisible), 0,
                has(.alternateCharset),
            ]
            let rest = new.attributes.intersection([.italic, .strikethrough])
            best = min(
                best, ParameterizedString(sgr).expand(parameters).count + attributes(rest) + resetColors)
        }
        return best
    }

    /// The bytes to turn on attributes one by one (`\E[9m` for strikethrough without `smxx`).
    private func attributes(_ attributes: CellStyle.Attributes) -> Int {
        var cost = 0
        for (attribute, name) in Self.attributeCapabilities where attributes.contains(attribute) {
            cost += terminfo.length(name) ?? 4
        }
        return cost
    }

    /// The bytes to change the colours from those of `old` to those of `new`.
    private func colors(from old: CellStyle, to new: CellStyle) -> Int {
        guard old.foreground != new.foreground || old.background != new.background else { return 0 }
        let resets =
            (new.foreground == .default && old.foreground != .default)
            || (new.background == .default && old.background != .default)
        if resets {
            return (terminfo.length("op") ?? 0) + color(new.foreground, capability: "setaf")
                + color(new.background, capability: "setab")
        }
        return (old.foreground != new.foreground ? color(new.foreground, capability: "setaf") : 0)
            + (old.background != new.background ? color(new.background, capability: "setab") : 0)
    }

    /// The bytes to set one colour; 0 for the default.
    private func color(_ color: TerminalColor, capability: String) -> Int {
        switch color {
        case .default: return 0
        case .indexed(let index): return terminfo.length(capability, [Int(index)]) ?? 0
        case .rgb(let red, let green, let blue): return "\u{1B}[38;2;\(red);\(green);\(blue)m".utf8.count
        }
    }
}
