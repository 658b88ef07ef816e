/// A text with a gradient on a part of it (`Text("New").foregroundStyle(gradient) + Text(" today")`):
/// laid out as text is, then each part's characters coloured across the cells that part takes.
extension LineLayout {
    /// A line of the text as laid out, with the run each of its characters came from.
    private struct OwnedLine {
        var line = Line()
        /// The index of the run of each character, in order.
        var owners: [Int] = []
    }

    /// A text whose parts have gradients of their own, laid out as ``lines(_:width:wrap:style:)``
    /// lays out its runs (a line per line break, each wrapped at `width` when `wrap` says so).
    /// Each part's characters then take its gradient's colour at their place in the block of
    /// cells the part takes (the columns from its leftmost character to its rightmost, on the
    /// lines it stands on), where they have no colour of their own; a part set inside another
    /// keeps its own gradient. Blanks take no colour.
    /// - Parameters:
    ///   - runs: The text's runs.
    ///   - parts: The gradients, innermost first, each with the runs it colours.
    ///   - width: The columns the text may take, or `nil` for no limit.
    ///   - wrap: Whether long lines wrap.
    ///   - style: The style inherited from modifiers around the text.
    /// - Returns: The lines.
    func partlyPainted(_ runs: [TextRun], parts: [CellPaint], width: Int?, wrap: Bool, style: Style) -> [Line]
    {
        var laid: [OwnedLine] = []
        for source in ownedLines(runs, style: style) {
            guard wrap, let width else {
                laid.append(source)
                continue
            }
            let characters = source.line.spans.flatMap { Array($0.text) }
            var next = 0
            for line in wrapped(source.line, width: width) {
                laid.append(
                    OwnedLine(line: line, owners: owners(of: line, in: characters, source.owners, at: &next)))
            }
        }
        var colors = laid.map { Array(repeating: Color?.none, count: $0.owners.count) }
        for part in parts {
            guard let partRuns = part.runs else { continue }
            let places = self.places(in: laid) { partRuns.contains($0) }
            guard let extent = Self.extent(of: places) else { continue }
            for place in places where colors[place.row][place.index] == nil {
                guard !place.character.isWhitespace, runs[place.owner].style.foreground == .default else {
                    continue
                }
                colors[place.row][place.index] = part.color(
                    column: place.column - extent.left, line: place.row - extent.top,
                    width: extent.right - extent.left, height: extent.bottom - extent.top + 1)
            }
        }
        return laid.enumerated().map { row, owned in Self.colored(owned.line, colors[row]) }
    }

    /// The text's lines, one per line break as ``textLines(_:style:)`` makes them, with the run
    /// each character came from.
    private func ownedLines(_ runs: [TextRun], style: Style) -> [OwnedLine] {
        var lines = [OwnedLine()]
        for (index, run) in runs.enumerated() {
            let pieces =
                Self.mayHoldNewline(run.string)
                ? run.string.split(omittingEmptySubsequences: false) { $0.isNewline }
                : [Substring(run.string)]
            for (number, piece) in pieces.enumerated() {
                if number > 0 { lines.append(OwnedLine()) }
                let text = VisibleText.make(String(piece), unicode: unicode)
                lines[lines.count - 1].line.append(
                    Span(text: text, style: style.merging(run.style), width: DisplayWidth.of(text)))
                lines[lines.count - 1].owners.append(contentsOf: Array(repeating: index, count: text.count))
            }
        }
        return lines
    }

    /// The run each character of a wrapped line came from. A wrapped line holds its source
    /// line's characters in order, but for the spaces where the line was broken and a character
    /// too wide for a line, which the ellipsis stands in for.
    private func owners(of line: Line, in characters: [Character], _ owners: [Int], at next: inout Int)
        -> [Int]
    {
        var result: [Int] = []
        for character in line.spans.flatMap({ Array($0.text) }) {
            while next < characters.count, characters[next] != character, characters[next] == " " {
                next += 1
            }
            result.append(owners.isEmpty ? 0 : owners[min(next, owners.count - 1)])
            next += 1
        }
        return result
    }

    /// A character of a laid-out line and where it stands.
    private struct Place {
        var row: Int
        /// Its index among the line's characters.
        var index: Int
        var column: Int
        var character: Character
        /// The run it came from.
        var owner: Int
    }

    /// The places of the characters whose runs match.
    private func places(in laid: [OwnedLine], of isPart: (Int) -> Bool) -> [Place] {
        var places: [Place] = []
        for (row, owned) in laid.enumerated() {
            var column = 0
            var index = 0
            for span in owned.line.spans {
                for character in span.text {
                    let owner = owned.owners[index]
                    if isPart(owner) {
                        places.append(
                            Place(row: row, index: index, column: column, character: character, owner: owner))
                    }
                    column += DisplayWidth.of(character)
                    index += 1
                }
            }
        }
        return places
    }

    /// The block of cells characters take: their first and last lines, the column of the
    /// leftmost and the column past the rightmost; `nil` for none.
    private static func extent(of places: [Place]) -> (top: Int, bottom: Int, left: Int, right: Int)? {
        guard let first = places.first else { return nil }
        var extent = (top: first.row, bottom: first.row, left: first.column, right: first.column)
        for place in places {
            extent.top = min(extent.top, place.row)
            extent.bottom = max(extent.bottom, place.row)
            extent.left = min(extent.left, place.column)
            extent.right = max(extent.right, place.column + DisplayWidth.of(place.character))
        }
        return extent
    }

    /// A line with some of its characters in colours of their own, a span each.
    private static func colored(_ line: Line, _ colors: [Color?]) -> Line {
        guard colors.contains(where: { $0 != nil }) else { return line }
        var result = Line()
        var index = 0
        for span in line.spans {
            for character in span.text {
                var style = span.style
                if let color = colors[index] { style.foreground = color }
                result.append(Span(text: String(character), style: style, width: DisplayWidth.of(character)))
                index += 1
            }
        }
        return result
    }
}

extension Node {
    /// A text with gradients set on parts of it: its runs, and those gradients innermost first;
    /// `nil` for any other node.
    var partlyPaintedText: (runs: [TextRun], parts: [CellPaint])? {
        guard case .modified(let inner, .paint(let paint)) = self, paint.runs != nil else { return nil }
        if case .text(let runs) = inner { return (runs, [paint]) }
        guard let text = inner.partlyPaintedText else { return nil }
        return (text.runs, text.parts + [paint])
    }
}
