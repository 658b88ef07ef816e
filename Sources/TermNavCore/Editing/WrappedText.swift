/// The text of a field of several lines broken into the lines it is drawn on: at each line break
/// in it, and where a line would pass the field's width, after the last space that fits (a word
/// longer than the line is cut where the line ends), as a Mac text view wraps. Spaces never
/// start a line: those at a wrap hang past its end, undrawn.
///
/// Lines are ranges of character indices, the line break that ends one outside it; the
/// insertion point is placed on them (``position(of:)``) and found again from a place on them
/// (``index(line:column:)``), so ↑ and ↓ move between drawn lines.
struct WrappedText: Equatable {
    /// A drawn line: the characters it holds and the columns each takes.
    struct LineRange: Equatable {
        /// The indices of its characters, without the line break that ends it.
        var characters: Range<Int>
        /// Whether a line break ends it (rather than a wrap, or the end of the text).
        var endsWithBreak: Bool
    }

    /// The lines, at least one (an empty text has one empty line).
    let lines: [LineRange]
    /// The columns of each character, a line break's 0.
    private let widths: [Int]
    /// The columns a line has.
    let width: Int

    /// Breaks a text into lines.
    /// - Parameters:
    ///   - characters: The text, a grapheme cluster an element.
    ///   - widths: The columns each character takes as drawn.
    ///   - width: The columns a line has (at least 1).
    init(characters: [Character], widths: [Int], width: Int) {
        let width = max(1, width)
        var lines: [LineRange] = []
        var start = 0
        var column = 0
        // The index just past the last space of the current line, where it may wrap.
        var wrapPoint: Int?
        var drawnWidths = widths
        for index in characters.indices {
            let character = characters[index]
            if character.isNewline {
                drawnWidths[index] = 0
                lines.append(LineRange(characters: start..<index, endsWithBreak: true))
                start = index + 1
                column = 0
                wrapPoint = nil
                continue
            }
            let characterWidth = widths[index]
            if character == " " {
                // A space hangs past the end rather than start a line.
                column += characterWidth
                wrapPoint = index + 1
                continue
            }
            if column + characterWidth > width, index > start {
                if let point = wrapPoint, point > start {
                    lines.append(LineRange(characters: start..<point, endsWithBreak: false))
                    start = point
                    column = widths[point..<index].reduce(0, +)
                } else {
                    lines.append(LineRange(characters: start..<index, endsWithBreak: false))
                    start = index
                    column = 0
                }
                wrapPoint = nil
            }
            column += characterWidth
        }
        lines.append(LineRange(characters: start..<characters.count, endsWithBreak: false))
        self.lines = lines
        self.widths = drawnWidths
        self.width = width
    }

    /// The line and column of the insertion point: at a wrap, on the start of the next line;
    /// past the spaces hanging at a line's end, at the line's last column.
    /// - Parameter cursor: How many characters come before the insertion point.
    /// - Returns: The line's index and the column on it.
    func position(of cursor: Int) -> (line: Int, column: Int) {
        for (index, line) in lines.enumerated() {
            let isLast = index == lines.count - 1
            let ends = line.characters.upperBound
            // A wrapped line's end is the next line's start: the insertion point shows there.
            if cursor < ends || (cursor == ends && (line.endsWithBreak || isLast)) {
                let column = widths[line.characters.lowerBound..<max(line.characters.lowerBound, cursor)]
                    .reduce(0, +)
                return (index, min(column, width))
            }
        }
        return (lines.count - 1, 0)
    }

    /// The insertion point at a place on the lines: the character whose cell holds the column,
    /// or the line's end when the column is past it.
    /// - Parameters:
    ///   - line: The line's index, held to the lines.
    ///   - column: The column on it.
    /// - Returns: How many characters come before the insertion point.
    func index(line: Int, column: Int) -> Int {
        let line = lines[min(max(0, line), lines.count - 1)]
        var x = 0
        var index = line.characters.lowerBound
        while index < line.characters.upperBound, x + widths[index] <= column {
            x += widths[index]
            index += 1
        }
        // A wrapped line's end is the next line's start: on this line the insertion point goes
        // at most before its last character.
        let isWrapped = !line.endsWithBreak && line != lines.last
        if isWrapped, index == line.characters.upperBound, index > line.characters.lowerBound {
            return index - 1
        }
        return index
    }
}
