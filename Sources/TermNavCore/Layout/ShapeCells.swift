/// The one place a shape becomes cells, for a shape in its frame, a border and a stroked shape
/// laid over or behind a view alike.
///
/// A stroked shape is a box of box-drawing characters around the cells it covers (its corners
/// rounded where the shape's are, heavy from a line of 3 points, dashed for a dash; see
/// ``BoxGlyphs``); one column is a vertical rule, one line a horizontal rule, one cell a ring or a
/// square. A filled shape colours the background of the cells it covers. Its outline is found at
/// half a cell's height (a cell is a square of 8 points across over another): a cell the shape
/// covers half of is a half block `▀▄` in its colour (on one line, the round end of a pill `▐▌`),
/// and a round shape of a cell or two a dot `●`. A frame less than a line high is a rule `─`, or
/// the dot or a small square where it is a cell or two wide. Where the terminal is not UTF-8, a
/// half-covered cell is drawn whole. A view clipped to a shape keeps the cells the same shape
/// would fill (``clipped(_:to:style:)``).
struct ShapeCells {
    /// How much of a cell a filled shape covers.
    enum Cover: Equatable {
        /// All of it.
        case whole
        /// None of it.
        case none
        /// Its top half: `▀`.
        case upperHalf
        /// Its bottom half: `▄`.
        case lowerHalf
        /// Its left half, the right end of a shape one line high: `▌`.
        case leftHalf
        /// Its right half, the left end of a shape one line high: `▐`.
        case rightHalf

        /// The half block a cell covered by half is drawn with; `nil` for a cell covered whole
        /// or not at all.
        var halfBlock: Glyph? {
            switch self {
            case .whole, .none: return nil
            case .upperHalf: return Glyphs.upperHalfBlock
            case .lowerHalf: return Glyphs.lowerHalfBlock
            case .leftHalf: return Glyphs.leftHalfBlock
            case .rightHalf: return Glyphs.rightHalfBlock
            }
        }
    }

    /// Whether the terminal shows UTF-8.
    let unicode: Bool

    /// Whether a shape draws anything: not filled or stroked with `Color.clear`.
    static func isVisible(_ shape: PaintedShape) -> Bool {
        switch shape.paint {
        case .fill(let color), .stroke(let color, _): return color != .clear
        }
    }

    /// The shape drawn in cells, every line exactly `width` columns wide.
    /// - Parameters:
    ///   - shape: The shape and its paint.
    ///   - width: The columns it covers.
    ///   - height: The lines it covers.
    ///   - isThin: Whether its frame is less than a line high: it is drawn on one line, as a rule.
    ///   - style: The style around it: its colours, and the text's colour a shape without a
    ///     colour of its own takes.
    /// - Returns: The lines, top first.
    func lines(_ shape: PaintedShape, width: Int, height: Int, isThin: Bool = false, style: Style) -> [Line] {
        let width = max(0, width)
        let rows = isThin ? 1 : max(0, height)
        let blank = LineLayout.blankStyle(style)
        let blankLine = Line(spans: [Line.padding(width, style: blank)])
        guard width > 0, rows > 0, Self.isVisible(shape) else {
            return Array(repeating: blankLine, count: rows)
        }
        switch shape.paint {
        case .stroke(let color, let stroke):
            return box(
                shape.outline, stroke, width: width, rows: rows, ink: ink(color, style: style), blank: blank)
        case .fill(let color):
            let ink = ink(color, style: style)
            if isThin { return [rule(shape.outline, width: width, ink: ink, blank: blank)] }
            if let dot = dot(shape.outline, width: width, rows: rows) {
                var result = Array(repeating: blankLine, count: rows)
                result[dot.row] = placed(Glyphs.dot, at: dot.column, width: width, ink: ink, blank: blank)
                return result
            }
            return filled(
                shape.outline, width: width, rows: rows, fill: ownColor(color ?? style.foreground), ink: ink,
                blank: blank)
        }
    }

    /// Content with a box drawn around it, in a cell of its own on each side: a border.
    /// - Parameters:
    ///   - content: The content, drawn inside the box.
    ///   - shape: The stroked shape whose box is drawn.
    ///   - style: The style around it.
    /// - Returns: The box, two columns wider and two lines taller than the content.
    func boxed(_ content: Block, by shape: PaintedShape, style: Style) -> Block {
        let size = CellSize(width: content.width + 2, height: content.height + 2)
        let blank = LineLayout.blankStyle(style)
        var block = Block(
            fitting: lines(shape, width: size.width, height: size.height, style: style), into: size,
            ellipsis: "", fill: blank)
        block.draw(content, x: 1, y: 1, fill: blank)
        return block
    }

    /// The sides of a border around content on one line: its left and right glyphs.
    /// - Parameters:
    ///   - shape: The stroked shape whose box is drawn.
    ///   - style: The style around it.
    /// - Returns: The side, as a span, or `nil` when the box shows nothing.
    func side(of shape: PaintedShape, style: Style) -> Span? {
        guard Self.isVisible(shape), case .stroke(let color, let stroke) = shape.paint else { return nil }
        let text = glyphs(stroke).vertical.text(unicode: unicode)
        return Span(text: text, style: ink(color, style: style), width: DisplayWidth.of(text))
    }

    // MARK: - Strokes

    /// The glyphs a stroke style draws a box with.
    private func glyphs(_ stroke: StrokeStyle) -> BoxGlyphs {
        switch (stroke.isHeavy, stroke.isDashed) {
        case (false, false): return Glyphs.lightBox
        case (true, false): return Glyphs.heavyBox
        case (false, true): return Glyphs.dashedBox
        case (true, true): return Glyphs.heavyDashedBox
        }
    }

    /// A box around `width` × `rows` cells, or what fits of one.
    private func box(
        _ outline: ShapeOutline, _ stroke: StrokeStyle, width: Int, rows: Int, ink: Style, blank: Style
    ) -> [Line] {
        let glyphs = glyphs(stroke)
        func text(_ glyph: Glyph) -> String { glyph.text(unicode: unicode) }
        func span(_ text: String, count: Int = 1) -> Span {
            let repeated = String(repeating: text, count: max(0, count))
            return Span(text: repeated, style: ink, width: DisplayWidth.of(repeated))
        }
        if width == 1, rows == 1 {
            return [Line(spans: [span(text(outline.isRound ? Glyphs.ring : Glyphs.square))])]
        }
        if rows == 1 { return [Line(spans: [span(text(glyphs.horizontal), count: width)])] }
        if width == 1 { return Array(repeating: Line(spans: [span(text(glyphs.vertical))]), count: rows) }
        let rounded = outline.roundedCorners
        let flags = [rounded.topLeading, rounded.topTrailing, rounded.bottomTrailing, rounded.bottomLeading]
        let corners = (0..<4).map { text(flags[$0] ? glyphs.roundedCorners[$0] : glyphs.corners[$0]) }
        let horizontal = text(glyphs.horizontal)
        let top = Line(spans: [
            span(corners[0] + String(repeating: horizontal, count: width - 2) + corners[1])
        ])
        let bottom = Line(spans: [
            span(corners[3] + String(repeating: horizontal, count: width - 2) + corners[2])
        ])
        let vertical = span(text(glyphs.vertical))
        let middle = Line(spans: [vertical, Line.padding(width - 2, style: blank), vertical])
        return [top] + Array(repeating: middle, count: rows - 2) + [bottom]
    }

    // MARK: - Fills

    /// A filled shape less than a line high: a dot or a small square a cell or two wide, else
    /// a rule across it.
    private func rule(_ outline: ShapeOutline, width: Int, ink: Style, blank: Style) -> Line {
        if width <= 2 {
            return placed(
                outline.isRound ? Glyphs.dot : Glyphs.filledSquare, at: (width - 1) / 2, width: width,
                ink: ink, blank: blank)
        }
        let glyph = Glyphs.horizontalRule.text(unicode: unicode)
        let text = String(repeating: glyph, count: width / max(1, DisplayWidth.of(glyph)))
        var line = Line(spans: [
            Span(text: text, style: ink.merging(LineLayout.disabledStyle), width: DisplayWidth.of(text))
        ])
        if line.width < width { line.append(Line.padding(width - line.width, style: blank)) }
        return line
    }

    /// Where a round shape no larger than a cell pair (two columns across, one line down) draws
    /// its dot; `nil` for a larger shape or one with corners.
    private func dot(_ outline: ShapeOutline, width: Int, rows: Int) -> (column: Int, row: Int)? {
        let across: Int
        let down: Int
        switch outline {
        case .rectangle, .rounded:
            return nil
        case .circle:
            across = min(width, 2 * rows)
            down = across
        case .ellipse, .capsule:
            across = width
            down = 2 * rows
        }
        guard across <= 2, down <= 2 else { return nil }
        return ((width - 1) / 2, (rows - 1) / 2)
    }

    /// A glyph at a column of a blank line `width` columns wide.
    private func placed(_ glyph: Glyph, at column: Int, width: Int, ink: Style, blank: Style) -> Line {
        let text = glyph.text(unicode: unicode)
        let glyphWidth = DisplayWidth.of(text)
        var line = Line(spans: [Line.padding(column, style: blank)])
        line.append(Span(text: text, style: ink, width: glyphWidth))
        line.append(Line.padding(width - column - glyphWidth, style: blank))
        return line
    }

    /// The cells a filled shape covers (see ``covers(_:width:rows:)``): a cell covered whole
    /// coloured (or a full block, for a shape without a colour of its own), a cell covered by
    /// half a half block. A translucent colour (a material, `.opacity(_:)`) leaves a cell covered
    /// by half blank: it is blended as a background, over the terminal's, and a half block's
    /// colour would be blended over the cell's background instead, and differ from the cells
    /// beside it.
    private func filled(
        _ outline: ShapeOutline, width: Int, rows: Int, fill: Color?, ink: Style, blank: Style
    ) -> [Line] {
        let full: Span
        if let fill {
            full = Line.padding(1, style: Style(background: fill))
        } else {
            let text = Glyphs.fullBlock.text(unicode: unicode)
            full = Span(text: text, style: ink, width: 1)
        }
        let empty = Line.padding(1, style: blank)
        let isTranslucent = fill.map { !$0.isOpaque } ?? false
        return covers(outline, width: width, rows: rows).map { row in
            var line = Line()
            for cover in row {
                if isTranslucent, cover.halfBlock != nil {
                    line.append(empty)
                } else if let half = cover.halfBlock, unicode {
                    line.append(Span(text: half.text(unicode: unicode), style: ink, width: 1))
                } else {
                    line.append(cover == .none ? empty : full)
                }
            }
            return line
        }
    }

    /// How much of each of `width` × `rows` cells a filled shape covers, top line first: each
    /// cell's top and bottom halves tested at their middles (a half cell is a square of 8 points).
    /// On one line, where the two halves are alike, a shape whose ends are rounded by half the
    /// line or more (a capsule, corners of 8 points or more) covers the inner half of its end
    /// cells, so that a pill one line high shows its round ends.
    /// - Parameters:
    ///   - outline: The shape.
    ///   - width: The columns it covers.
    ///   - rows: The lines it covers.
    /// - Returns: A cover a cell, a row a line.
    func covers(_ outline: ShapeOutline, width: Int, rows: Int) -> [[Cover]] {
        let area = HalfCells(outline: outline, width: Double(width), height: Double(2 * rows))
        var covers = (0..<max(0, rows)).map { row in
            (0..<max(0, width)).map { column -> Cover in
                switch (
                    area.contains(column: column, half: 2 * row),
                    area.contains(column: column, half: 2 * row + 1)
                ) {
                case (true, true): return .whole
                case (false, false): return .none
                case (true, false): return .upperHalf
                case (false, true): return .lowerHalf
                }
            }
        }
        let ends = Self.roundEnds(outline)
        if rows == 1, let first = covers[0].firstIndex(of: .whole),
            let last = covers[0].lastIndex(of: .whole),
            first < last
        {
            if ends.left { covers[0][first] = .rightHalf }
            if ends.right { covers[0][last] = .leftHalf }
        }
        return covers
    }

    /// Whether a shape one line high is rounded over the whole line at its left end and at its
    /// right end: by half the line or more at both corners.
    private static func roundEnds(_ outline: ShapeOutline) -> (left: Bool, right: Bool) {
        let half = PointScale.pointsPerLine / 2
        switch outline {
        case .capsule:
            return (true, true)
        case .rounded(let radii):
            return (
                radii.topLeading >= half && radii.bottomLeading >= half,
                radii.topTrailing >= half && radii.bottomTrailing >= half
            )
        case .rectangle, .ellipse, .circle:
            return (false, false)
        }
    }

    /// The style a shape's glyphs are drawn in: its colour, or the text's where it has none;
    /// `Color.clear` is not drawn.
    private func ink(_ color: Color?, style: Style) -> Style {
        guard let color else {
            return Style(
                attributes: style.attributes.intersection(.dim), foreground: style.foreground,
                background: style.background)
        }
        return LineLayout.blankStyle(style).merging(Style.foreground(color))
    }

    /// The colour a cell's background takes from a fill: `nil` for a colour that has none of its
    /// own (the terminal's text colour, primary, secondary), whose cells are full blocks.
    private func ownColor(_ color: Color) -> Color? {
        switch color.kind {
        case .terminalDefault, .primary, .secondary, .clear: nil
        case .adaptive, .rgb, .black, .white, .red, .green, .yellow, .blue, .magenta, .cyan, .gray, .orange,
            .purple,
            .pink, .brown, .mint, .teal, .indigo:
            color
        }
    }
}
