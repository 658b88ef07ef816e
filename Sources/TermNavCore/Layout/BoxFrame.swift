/// A box drawn over a screen, as alerts and the list of keys are: a border around lines, each
/// cut or padded to the box's inner width, the box centred in the room it has.
enum BoxFrame {
    /// The box's lines, placed.
    /// - Parameters:
    ///   - body: The lines inside the border, top first.
    ///   - inner: The columns inside the border, less a blank column on each side.
    ///   - size: The terminal's size.
    ///   - unicode: Whether the terminal shows UTF-8.
    ///   - availableHeight: The lines the box may take, from the top of the screen.
    /// - Returns: The border and the lines, each placed.
    static func placed(_ body: [Line], inner: Int, size: Size, unicode: Bool, availableHeight: Int)
        -> [PlacedLine]
    {
        let ellipsis = Glyphs.ellipsis.text(unicode: unicode)
        let horizontal = String(repeating: Glyphs.boxHorizontal.text(unicode: unicode), count: inner + 2)
        func border(_ left: Glyph, _ right: Glyph) -> Line {
            let text = left.text(unicode: unicode) + horizontal + right.text(unicode: unicode)
            return Line(spans: [Span(text: text, style: .plain, width: inner + 4)])
        }
        let side = Glyphs.boxVertical.text(unicode: unicode)
        func framed(_ line: Line) -> Line {
            let cut = line.truncated(to: inner, ellipsis: ellipsis)
            var result = Line(spans: [Span(text: side + " ", style: .plain, width: 2)])
            result.append(cut)
            result.append(Line.padding(inner - cut.width))
            result.append(Span(text: " " + side, style: .plain, width: 2))
            return result
        }
        let all =
            [border(Glyphs.boxTopLeft, Glyphs.boxTopRight)] + body.map(framed)
            + [border(Glyphs.boxBottomLeft, Glyphs.boxBottomRight)]
        let x = max(0, (size.width - (inner + 4)) / 2)
        let top = max(0, (availableHeight - all.count) / 2)
        return all.enumerated().map { PlacedLine(line: $1, x: x, y: top + $0) }
    }
}
