import TermNav
import TermNavTesting

extension TestDriver {
    /// The screen as lines, each blank cell with a background colour of its own shown as the
    /// colour's letter, so that a whole-screen expectation shows what a filled shape colours.
    /// - Parameters:
    ///   - width: The screen's width in columns.
    ///   - letters: The letter each background colour is shown as.
    /// - Returns: The lines, trailing spaces removed.
    func linesWithBackgrounds(width: Int, _ letters: [Color: String]) -> [String] {
        lines.indices.map { y in
            let line = (0..<width).map { x -> String in
                let cell = cell(x: x, y: y)
                guard cell.grapheme == " ", let letter = letters[cell.backgroundColor] else {
                    return cell.grapheme
                }
                return letter
            }.joined()
            return String(line.reversed().drop { $0 == " " }.reversed())
        }
    }
}
