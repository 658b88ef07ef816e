/// Colours and shapes painted in their cells, rules, and frames and overlays on one line (the
/// one-line path's); the box layout places them everywhere else.
extension LineLayout {
    /// A colour or a shape: what it draws when a frame gives it room, in the style around it.
    struct Painted {
        /// The shape and its paint; a colour is a rectangle filled with it.
        var shape: PaintedShape
        /// The style around it, with the styles set on it.
        var style: Style
        /// Whether it is a colour that is the terminal's own (primary, secondary) with no text
        /// colour around it: its cells are blank, as the terminal's background cannot be told
        /// from it. A shape in the text's colour is drawn in full blocks instead.
        var isBlank = false

        /// Whether anything shows (`Color.clear` shows nothing).
        var isVisible: Bool { gradient != nil || ShapeCells.isVisible(shape) }
        /// The gradient it fills its cells with in place of a colour (a gradient view), if any.
        var gradient: CellPaint? = nil
    }

    /// The style of the blank cells that padding and frames add: only the background shows.
    static func blankStyle(_ style: Style) -> Style {
        Style(background: style.background)
    }

    /// The style of disabled content: dim.
    static let disabledStyle = Style(attributes: .dim)

    /// The node as a colour or a shape (under styles), or `nil` for other content.
    func painted(_ node: Node, style: Style) -> Painted? {
        switch node {
        case .color(let color):
            // A colour without one of its own takes the colour of the text around it.
            let own: Color? = color == .clear || color.fillsCells ? color : nil
            return Painted(
                shape: PaintedShape(outline: .rectangle, paint: .fill(own)), style: style,
                isBlank: own == nil && !style.foreground.fillsCells)
        case .shape(let shape):
            return Painted(shape: shape, style: style)
        case .modified(let inner, .style(let overlay)):
            return painted(inner, style: style.merging(overlay))
        case .modified(_, .paint(let paint)) where paint.target == .background:
            // A gradient view: it fills as a colour does, each cell in the gradient's colour.
            return Painted(
                shape: PaintedShape(outline: .rectangle, paint: .fill(nil)), style: style, gradient: paint)
        default:
            return nil
        }
    }

    /// A colour or a shape drawn in its cells (see ``ShapeCells``).
    func cells(_ painted: Painted, width: Int, height: Int, isThin: Bool = false) -> [Line] {
        if var gradient = painted.gradient {
            if isThin {
                // Less than a line high: a rule, each of its cells in the gradient's colour.
                gradient.target = .foreground
                return self.painted(
                    [rule(width: width, style: Self.blankStyle(painted.style))], with: gradient,
                    style: painted.style, overriding: true)
            }
            let blank = Line(spans: [Line.padding(max(0, width), style: Self.blankStyle(painted.style))])
            return self.painted(
                Array(repeating: blank, count: max(0, height)), with: gradient, style: painted.style,
                overriding: true)
        }
        if painted.isBlank, !isThin {
            let blank = Line(spans: [Line.padding(max(0, width), style: Self.blankStyle(painted.style))])
            return Array(repeating: blank, count: max(0, height))
        }
        return ShapeCells(unicode: unicode).lines(
            painted.shape, width: width, height: height, isThin: isThin, style: painted.style)
    }

    /// A divider across `width` columns, dim.
    func rule(width: Int, style: Style) -> Line {
        let glyph = Glyphs.horizontalRule.text(unicode: unicode)
        let count = max(0, width) / max(1, DisplayWidth.of(glyph))
        let text = String(repeating: glyph, count: count)
        return Line(spans: [
            Span(text: text, style: style.merging(Self.disabledStyle), width: DisplayWidth.of(text))
        ])
    }

    /// A divider in a horizontal stack: one bar, dim.
    func verticalRule(style: Style) -> Line {
        let text = Glyphs.verticalRule.text(unicode: unicode)
        return Line(spans: [
            Span(text: text, style: style.merging(Self.disabledStyle), width: DisplayWidth.of(text))
        ])
    }

    /// The width a frame offers its content within `width` columns.
    private func proposal(_ frame: CellFrame, width: Int) -> Int {
        if let fixed = frame.width { return min(fixed, width) }
        if case .cells(let most) = frame.maxWidth { return min(most, width) }
        return width
    }

    /// The frame's width around content `contentWidth` columns wide, within `width` columns.
    private func frameWidth(_ frame: CellFrame, content contentWidth: Int, width: Int) -> Int {
        if let fixed = frame.width { return min(fixed, width) }
        var result = contentWidth
        if let least = frame.minWidth { result = max(result, min(least, width)) }
        switch frame.maxWidth {
        case .infinity?: result = width
        case .cells(let most)?: result = max(result, min(most, width))
        case nil: break
        }
        return min(result, width)
    }

    /// The one line of a framed node in a horizontal stack: the frame's width, not its height.
    func framedLine(_ inner: Node, frame: CellFrame, width: Int, style: Style) -> Line {
        let width = max(0, width)
        let offered = proposal(frame, width: width)
        if let painted = painted(inner, style: style) {
            // On one line: a colour, a bar or a dot.
            return cells(painted, width: offered, height: 1, isThin: frame.isThin).first ?? Line()
        }
        return placedLine(line(inner, width: offered, style: style), frame: frame, width: width, style: style)
    }

    private func placedLine(_ content: Line, frame: CellFrame, width: Int, style: Style) -> Line {
        let width = max(0, width)
        let ellipsis = Glyphs.ellipsis.text(unicode: unicode)
        let offered = proposal(frame, width: width)
        if content.width > offered || (frame.width ?? 0) > width { check?.declined = true }
        let cut = content.truncated(to: offered, ellipsis: ellipsis)
        let outerWidth = frameWidth(frame, content: cut.width, width: width)
        let offset = Self.offset(of: frame.alignment.horizontal, room: max(0, outerWidth - cut.width))
        let blank = Self.blankStyle(style)
        var placed = Line()
        placed.append(Line.padding(offset, style: blank))
        placed.append(cut)
        placed.append(Line.padding(outerWidth - offset - cut.width, style: blank))
        return placed
    }

    /// The one line of a node with another drawn over it, in a horizontal stack.
    func overlaidLine(_ inner: Node, overlay: Node, alignment: Alignment, width: Int, style: Style) -> Line {
        let base = line(inner, width: width, style: style)
        if base.width > width { check?.declined = true }
        guard base.width > 0, painted(overlay, style: style) == nil else { return base }
        let ellipsis = Glyphs.ellipsis.text(unicode: unicode)
        let whole = line(overlay, width: base.width, style: style)
        // An overlay wider than its view draws past its edges: left to the box layout.
        if whole.width > base.width { check?.declined = true }
        let top = whole.truncated(to: base.width, ellipsis: ellipsis)
        let x = Self.offset(of: alignment.horizontal, room: max(0, base.width - top.width))
        // A layer in front, as the box layout draws an overlay.
        return base.laidOver(with: top, at: x, fill: Self.blankStyle(style))
    }

    /// The lines above content placed by an alignment in `room` spare lines.
    static func offset(of alignment: VerticalAlignment, room: Int) -> Int {
        switch alignment {
        case .top, .firstTextBaseline: return 0
        case .center: return max(0, room) / 2
        case .bottom: return max(0, room)
        }
    }

    /// The columns before content placed by an alignment in `room` spare columns.
    static func offset(of alignment: HorizontalAlignment, room: Int) -> Int {
        switch alignment {
        case .leading: return 0
        case .center: return max(0, room) / 2
        case .trailing: return max(0, room)
        }
    }
}
