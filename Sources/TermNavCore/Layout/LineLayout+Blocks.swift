/// Padding, frames, overlays, dividers and aligned text: what turns a node's lines into a block
/// of cells. Only nodes that use these modifiers come here, so rows without them cost nothing.
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

    /// The lines of a node with a box drawn around it, in a cell of its own on each side.
    func bordered(_ inner: Node, by shape: PaintedShape, width: Int, wrap: Bool, style: Style) -> [Line] {
        let innerWidth = max(0, width - 2)
        let content = lines(inner, width: innerWidth, wrap: wrap, style: style)
        guard !content.isEmpty else { return [] }
        let size = CellSize(
            width: min(innerWidth, content.reduce(0) { max($0, $1.width) }), height: content.count)
        let block = Block(
            fitting: content, into: size, ellipsis: Glyphs.ellipsis.text(unicode: unicode),
            fill: Self.blankStyle(style))
        return ShapeCells(unicode: unicode).boxed(block, by: shape, style: style).lines
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

    /// The lines of a padded node: blank lines above and below, blank columns at the sides, every
    /// line as wide as the widest so a background colours a rectangle.
    func padded(_ inner: Node, insets: CellInsets, width: Int, wrap: Bool, style: Style) -> [Line] {
        let innerWidth = max(0, width - insets.leading - insets.trailing)
        let ellipsis = Glyphs.ellipsis.text(unicode: unicode)
        let content = lines(inner, width: innerWidth, wrap: wrap, style: style).map {
            $0.truncated(to: innerWidth, ellipsis: ellipsis)
        }
        guard !content.isEmpty else { return [] }
        let blockWidth = content.reduce(0) { max($0, $1.width) }
        let blank = Self.blankStyle(style)
        let blankLine = Line(spans: [
            Line.padding(insets.leading + blockWidth + insets.trailing, style: blank)
        ])
        var result = Array(repeating: blankLine, count: insets.top)
        for line in content {
            var padded = Line()
            padded.append(Line.padding(insets.leading, style: blank))
            padded.append(line)
            padded.append(Line.padding(blockWidth - line.width + insets.trailing, style: blank))
            result.append(padded)
        }
        result.append(contentsOf: Array(repeating: blankLine, count: insets.bottom))
        return result
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

    /// The lines of a framed node: the content placed in the frame by its alignment, blank cells
    /// around it; a colour or shape fills the frame.
    func framed(_ inner: Node, frame: CellFrame, width: Int, wrap: Bool, style: Style) -> [Line] {
        let width = max(0, width)
        let offered = proposal(frame, width: width)
        let blank = Self.blankStyle(style)
        if let painted = painted(inner, style: style) {
            // A colour or a shape is as wide as the frame lets it be, and as high.
            guard painted.isVisible else { return Array(repeating: Line(), count: frame.fixedOrLeastHeight) }
            return cells(painted, width: offered, height: frame.fixedOrLeastHeight, isThin: frame.isThin)
        }
        let ellipsis = Glyphs.ellipsis.text(unicode: unicode)
        var content = lines(inner, width: offered, wrap: wrap, style: style).map {
            $0.truncated(to: offered, ellipsis: ellipsis)
        }
        let contentWidth = content.reduce(0) { max($0, $1.width) }
        let outerWidth = frameWidth(frame, content: contentWidth, width: width)
        let height = frame.height(content: content.count)
        if content.count > height {
            // Cut to fewer lines than it has, the content says so with the ellipsis.
            content = Array(content.prefix(height))
            if height > 0 { content[height - 1] = ended(content[height - 1], width: offered) }
        }
        let room = max(0, outerWidth - contentWidth)
        let offset = Self.offset(of: frame.alignment.horizontal, room: room)
        var result: [Line] = []
        for line in content {
            var placed = Line()
            placed.append(Line.padding(offset, style: blank))
            placed.append(line)
            placed.append(Line.padding(outerWidth - offset - line.width, style: blank))
            result.append(placed)
        }
        let blankLine = Line(spans: [Line.padding(outerWidth, style: blank)])
        let extra = max(0, height - content.count)
        let above = Self.offset(of: frame.alignment.vertical, room: extra)
        return Array(repeating: blankLine, count: above) + result
            + Array(repeating: blankLine, count: extra - above)
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
        let cut = content.truncated(to: proposal(frame, width: width), ellipsis: ellipsis)
        let outerWidth = frameWidth(frame, content: cut.width, width: width)
        let offset = Self.offset(of: frame.alignment.horizontal, room: max(0, outerWidth - cut.width))
        let blank = Self.blankStyle(style)
        var placed = Line()
        placed.append(Line.padding(offset, style: blank))
        placed.append(cut)
        placed.append(Line.padding(outerWidth - offset - cut.width, style: blank))
        return placed
    }

    /// The lines of a node with another drawn over it, placed by an alignment. Colours and
    /// shapes laid over draw nothing (a stroked one was made a border when it was resolved); in a
    /// frame of their own, they are drawn as content is.
    func overlaid(
        _ inner: Node, overlay: Node, alignment: Alignment, width: Int, wrap: Bool, style: Style
    ) -> [Line] {
        var base = lines(inner, width: width, wrap: wrap, style: style)
        guard !base.isEmpty, painted(overlay, style: style) == nil else { return base }
        let blockWidth = base.reduce(0) { max($0, $1.width) }
        let ellipsis = Glyphs.ellipsis.text(unicode: unicode)
        let top = lines(overlay, width: blockWidth, wrap: wrap, style: style).map {
            $0.truncated(to: blockWidth, ellipsis: ellipsis)
        }
        let extra = max(0, base.count - top.count)
        let above = Self.offset(of: alignment.vertical, room: extra)
        let blank = Self.blankStyle(style)
        for (index, line) in top.enumerated() where above + index < base.count {
            let x = Self.offset(of: alignment.horizontal, room: max(0, blockWidth - line.width))
            base[above + index] = base[above + index].overlaid(with: line, at: x, fill: blank)
        }
        return base
    }

    /// The one line of a node with another drawn over it, in a horizontal stack.
    func overlaidLine(_ inner: Node, overlay: Node, alignment: Alignment, width: Int, style: Style) -> Line {
        let base = line(inner, width: width, style: style)
        guard base.width > 0, painted(overlay, style: style) == nil else { return base }
        let ellipsis = Glyphs.ellipsis.text(unicode: unicode)
        let top = line(overlay, width: base.width, style: style).truncated(to: base.width, ellipsis: ellipsis)
        let x = Self.offset(of: alignment.horizontal, room: max(0, base.width - top.width))
        return base.overlaid(with: top, at: x, fill: Self.blankStyle(style))
    }

    /// Lines lined up with the widest of them.
    func aligned(_ lines: [Line], _ alignment: TextAlignment, style: Style) -> [Line] {
        guard alignment != .leading, lines.count > 1 else { return lines }
        let widest = lines.reduce(0) { max($0, $1.width) }
        let horizontal: HorizontalAlignment = alignment == .center ? .center : .trailing
        return lines.map { line in
            let offset = Self.offset(of: horizontal, room: widest - line.width)
            guard offset > 0 else { return line }
            var placed = Line()
            placed.append(Line.padding(offset, style: Self.blankStyle(style)))
            placed.append(line)
            return placed
        }
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

extension CellFrame {
    /// The lines a colour or shape takes in the frame: its fixed height, else its least, else
    /// its most (a colour takes all it may).
    var fixedOrLeastHeight: Int {
        if let height { return height }
        var result = minHeight ?? 0
        if case .cells(let most)? = maxHeight { result = max(result, most) }
        return result
    }

    /// The lines the frame takes around content `contentHeight` lines high: a fixed height (at
    /// least a line for content, when the height is less than a line), or the content's, raised
    /// to the least and cut to the most.
    func height(content contentHeight: Int) -> Int {
        if let height { return isThin && contentHeight > 0 ? max(1, height) : height }
        var result = contentHeight
        if let minHeight { result = max(result, minHeight) }
        if case .cells(let most)? = maxHeight { result = min(result, max(most, contentHeight > 0 ? 1 : 0)) }
        return result
    }
}
