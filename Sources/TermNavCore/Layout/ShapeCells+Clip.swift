/// A view clipped to a shape (`.clipShape(_:)`, `.cornerRadius(_:)`, `.mask { shape }`): its
/// cells kept where the same shape, filled in the view's frame, would cover them.
extension ShapeCells {
    /// Lines clipped to a shape that fills their block (as wide as the widest line, as tall as
    /// the lines), cell by cell as the shape filled would cover them
    /// (``covers(_:width:rows:)``):
    /// - a cell the shape covers stays as it is;
    /// - a cell it covers half of keeps its text; a blank one in a colour of its own (a
    ///   background, a gradient's cell, a material) becomes a half block in that colour on the
    ///   background around the view, `▀ ▄` at a corner and `▐ ▌` at the end of a pill one line
    ///   high. Where the terminal is not UTF-8 the cell is kept whole, as a filled shape's is;
    /// - a cell it leaves out shows what is around the view: its background, and no text. A
    ///   letter the shape reaches into is kept: a terminal cannot show part of it, and a label
    ///   cut into stays readable. Behind the view (``ShapeClip/keepsText``), every letter is, on
    ///   the background around the view where the shape does not reach it.
    /// - Parameters:
    ///   - lines: The view's lines.
    ///   - clip: The shape, and whether the view's text stays wherever it stands.
    ///   - style: The style around the view, whose background shows where the shape leaves a
    ///     cell out.
    /// - Returns: The clipped lines, each as wide as it was.
    func clipped(_ lines: [Line], to clip: ShapeClip, style: Style) -> [Line] {
        let width = lines.reduce(0) { max($0, $1.width) }
        let covers = covers(clip.outline, width: width, rows: lines.count)
        guard covers.contains(where: { $0.contains { $0 != .whole } }) else { return lines }
        let clip = Clip(
            covers: covers,
            area: HalfCells(outline: clip.outline, width: Double(width), height: Double(2 * lines.count)),
            around: LineLayout.blankStyle(style), keepsText: clip.keepsText, unicode: unicode)
        return lines.enumerated().map { row, line in clip.clipped(line, row: row) }
    }
}

/// A shape's cover of a view's cells, and what shows around the view.
private struct Clip {
    /// How much of each cell the shape covers, a row a line.
    let covers: [[ShapeCells.Cover]]
    /// The shape's area, for whether it reaches into a cell it leaves out.
    let area: HalfCells
    /// The style of a cell the shape leaves out: the background around the view.
    let around: Style
    /// Whether every letter of the view stays, wherever it stands.
    let keepsText: Bool
    /// Whether the terminal shows UTF-8 (and so half blocks).
    let unicode: Bool

    /// One line of the view clipped, a span per cell where the shape cuts.
    func clipped(_ line: Line, row: Int) -> Line {
        var result = Line()
        result.fieldColumns = line.fieldColumns
        result.partColumns = line.partColumns
        var column = 0
        for span in line.spans {
            let columns = column..<(column + span.width)
            column += span.width
            if columns.allSatisfy({ covers[row][$0] == .whole }) {
                result.append(span)
                continue
            }
            var start = columns.lowerBound
            for character in span.text {
                let characterWidth = DisplayWidth.of(character)
                result.append(
                    cell(character, columns: start..<(start + characterWidth), row: row, style: span.style))
                start += characterWidth
            }
        }
        return result
    }

    /// A character of the view (a cell, or two for a wide one) as the shape leaves it.
    private func cell(_ character: Character, columns: Range<Int>, row: Int, style: Style) -> Span {
        let kept = Span(text: String(character), style: style, width: columns.count)
        let cellCovers = columns.map { covers[row][$0] }
        if cellCovers.allSatisfy({ $0 == .whole }) { return kept }
        let isBlank = character.isWhitespace
        if cellCovers.allSatisfy({ $0 == .none }) {
            guard !isBlank else { return Line.padding(columns.count, style: around) }
            if columns.contains(where: { area.reaches(column: $0, row: row) }) { return kept }
            guard keepsText else { return Line.padding(columns.count, style: around) }
            // A letter beside a shape behind the view stands on what is around the view.
            var outside = style
            outside.background = around.background
            return Span(text: kept.text, style: outside, width: kept.width)
        }
        guard isBlank, unicode, columns.count == 1, let half = cellCovers.first?.halfBlock,
            let color = shownBackground(style)
        else { return kept }
        // A translucent colour (a material) is blended as a background over the terminal's; as
        // a half block's text colour it would be blended over the cell's background, and differ
        // from the cells beside it: the cell shows what is around.
        guard color.isOpaque else { return Line.padding(1, style: around) }
        return Span(
            text: half.text(unicode: unicode), style: Style(foreground: color, background: around.background),
            width: 1)
    }

    /// The colour a blank cell shows that is not the background around the view: its background,
    /// or its text colour in reverse video; `nil` for a cell that shows what is around it.
    private func shownBackground(_ style: Style) -> Color? {
        if style.attributes.contains(.reverse) { return style.foreground }
        guard style.background != around.background, style.background.fillsCells else { return nil }
        return style.background
    }
}
