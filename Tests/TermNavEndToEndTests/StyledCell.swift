/// One character of a captured screen with the attributes the tests look at.
///
/// Cells are characters, not columns: tmux writes a double-width character once, so a line with
/// CJK text has fewer cells than the terminal has columns.
struct StyledCell: Equatable, Sendable {
    /// The character shown.
    var character: Character
    /// Whether it is bold (SGR 1).
    var isBold = false
    /// Whether it is in reverse video (SGR 7), as the focused row is on a terminal without colours.
    var isReverse = false
    /// Whether a background color is set (SGR 40–47, 100–107 or 48;…).
    var hasBackground = false
    /// The text colour's SGR parameters as tmux reports them (`37`, `38;5;231`,
    /// `38;2;255;128;0`), or `nil` for the terminal's own.
    var foreground: String?
    /// The background's SGR parameters (`40`, `48;5;16`, `48;2;0;0;0`), or `nil` for the
    /// terminal's own.
    var background: String?

    /// Parses the lines of `tmux capture-pane -p -e` into cells, following the SGR sequences.
    ///
    /// tmux writes each attribute where it changes, from the first cell of the screen on: a line
    /// goes on in the attributes the line before ended in, until a sequence changes them.
    /// Escape sequences other than SGR (OSC hyperlinks, charset selection) are skipped.
    /// - Parameter lines: The captured lines, escape sequences included.
    /// - Returns: One array of cells per line.
    static func parse(_ lines: [String]) -> [[StyledCell]] {
        var style = StyledCell(character: " ")
        return lines.map { parse(line: $0, style: &style) }
    }

    /// Parses one captured line; see ``parse(_:)``.
    /// - Parameters:
    ///   - line: The line.
    ///   - style: The attributes at the line's start; at its end when it returns.
    private static func parse(line: String, style: inout StyledCell) -> [StyledCell] {
        var cells: [StyledCell] = []
        var text = ""
        func flush() {
            for character in text {
                var cell = style
                cell.character = character
                cells.append(cell)
            }
            text = ""
        }
        let scalars = Array(line.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "\u{1B}" else {
                text.unicodeScalars.append(scalars[index])
                index += 1
                continue
            }
            flush()
            index += 1
            guard index < scalars.count else { break }
            switch scalars[index] {
            case "[":
                var parameters = ""
                index += 1
                while index < scalars.count, !(0x40...0x7E).contains(scalars[index].value) {
                    parameters.unicodeScalars.append(scalars[index])
                    index += 1
                }
                if index < scalars.count, scalars[index] == "m" {
                    style.apply(sgr: parameters)
                }
                index += 1
            case "]":
                // An operating system command runs to BEL or to ESC \.
                while index < scalars.count, scalars[index] != "\u{07}", scalars[index] != "\u{1B}" {
                    index += 1
                }
                index += index < scalars.count && scalars[index] == "\u{1B}" ? 2 : 1
            case "(", ")":
                index += 2
            default:
                index += 1
            }
        }
        flush()
        return cells
    }

    /// Applies the parameters of one SGR sequence (`ESC [ parameters m`) to this cell's attributes.
    private mutating func apply(sgr parameters: String) {
        var codes = parameters.split(whereSeparator: { $0 == ";" || $0 == ":" }).compactMap { Int($0) }
        if codes.isEmpty { codes = [0] }
        var index = 0
        while index < codes.count {
            switch codes[index] {
            case 0:
                isBold = false
                isReverse = false
                hasBackground = false
                foreground = nil
                background = nil
            case 1: isBold = true
            case 22: isBold = false
            case 7: isReverse = true
            case 27: isReverse = false
            case 30...37, 90...97: foreground = String(codes[index])
            case 39: foreground = nil
            case 40...47, 100...107:
                hasBackground = true
                background = String(codes[index])
            case 49:
                hasBackground = false
                background = nil
            case 38, 48:
                // 5;n names a palette color, 2;r;g;b a direct one.
                let count = index + 1 < codes.count && codes[index + 1] == 5 ? 2 : 4
                let parameters = codes[index...min(codes.count - 1, index + count)].map(String.init)
                    .joined(separator: ";")
                if codes[index] == 48 {
                    hasBackground = true
                    background = parameters
                } else {
                    foreground = parameters
                }
                index += count
            default: break
            }
            index += 1
        }
    }
}
