/// Gradients laid over cells: each cell of a block of lines takes the colour at its place.
/// Only nodes under a gradient come here, so other rows cost nothing.
extension LineLayout {
    /// Lines with a gradient laid over their cells. The block is as wide as its widest line;
    /// under a background gradient every line is first padded to it, so the gradient colours a
    /// rectangle.
    /// - Parameters:
    ///   - lines: The lines.
    ///   - paint: The gradient, and what it colours.
    ///   - style: The style inherited from modifiers around, for the padding's blank cells.
    ///   - overriding: Whether every cell takes the gradient (a gradient's own fill), rather than
    ///     only the cells without a colour of their own there (text coloured inside keeps it).
    /// - Returns: The painted lines.
    func painted(_ lines: [Line], with paint: CellPaint, style: Style, overriding: Bool) -> [Line] {
        let width = lines.reduce(0) { max($0, $1.width) }
        let blank = Self.blankStyle(Self.unpainted(style, by: paint))
        return lines.enumerated().map { row, line in
            var whole = line
            if paint.target == .background, line.width < width {
                whole.append(Line.padding(width - line.width, style: blank))
            }
            return painted(whole, row: row, width: width, height: lines.count, paint, overriding: overriding)
        }
    }

    /// One line of a block with a gradient laid over its cells, a span per grapheme cluster.
    private func painted(
        _ line: Line, row: Int, width: Int, height: Int, _ paint: CellPaint, overriding: Bool
    ) -> Line {
        var result = Line()
        result.fieldColumns = line.fieldColumns
        result.spans.reserveCapacity(line.width)
        var column = 0
        for span in line.spans {
            for character in span.text {
                let characterWidth = DisplayWidth.of(character)
                var style = span.style
                let color = paint.color(column: column, line: row, width: width, height: height)
                switch paint.target {
                case .foreground:
                    // Blanks show no text colour: they keep their style, and their bytes.
                    if !character.isWhitespace, overriding || style.foreground == .default {
                        style.foreground = color
                    }
                case .background:
                    if overriding || style.background == .default { style.background = color }
                }
                result.spans.append(Span(text: String(character), style: style, width: characterWidth))
                column += characterWidth
            }
        }
        return result
    }

    /// The style a node under a gradient is laid out in: the colour the gradient gives taken
    /// out, so that what the node does not colour itself takes the gradient, not a colour from
    /// around it.
    /// - Parameters:
    ///   - style: The style inherited from modifiers around.
    ///   - paint: The gradient.
    /// - Returns: The style.
    static func unpainted(_ style: Style, by paint: CellPaint) -> Style {
        var unpainted = style
        switch paint.target {
        case .foreground: unpainted.foreground = .default
        case .background: unpainted.background = .default
        }
        return unpainted
    }
}
