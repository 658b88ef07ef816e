/// Padding, frames, overlays, dividers and aligned text: what turns a node's lines into a block
/// of cells. Only nodes that use these modifiers come here, so rows without them cost nothing.
extension LineLayout {
    /// A colour or shape's fill: what it draws when a frame gives it room.
    struct Fill {
        /// The colour it fills with, or `nil` for the colour of the text around it.
        var color: Color?
        /// Whether anything shows (`Color.clear` shows nothing).
        var isVisible: Bool
        /// The gradient it fills with in place of a colour, if any.
        var gradient: CellPaint? = nil

        /// Lines the fill made, the gradient laid over them when it is one.
        /// - Parameters:
        ///   - lines: The lines, in the fill's colour.
        ///   - layout: The layout.
        ///   - style: The style inherited from modifiers around.
        /// - Returns: The lines.
        func painting(_ lines: [Line], in layout: LineLayout, style: Style) -> [Line] {
            guard let gradient else { return lines }
            return layout.painted(lines, with: gradient, style: style, overriding: true)
        }
    }

    /// The style of the blank cells that padding and frames add: only the background shows.
    static func blankStyle(_ style: Style) -> Style {
        Style(background: style.background)
    }

    /// The style of disabled content: dim.
    static let disabledStyle = Style(attributes: .dim)

    /// The fill of a node that is a colour or a shape (under styles), or `nil` for other content.
    func fill(of node: Node, style: Style) -> Fill? {
        switch node {
        case .color(let color):
            if color == .clear { return Fill(color: nil, isVisible: false) }
            if color.fillsCells { return Fill(color: color, isVisible: true) }
            // A shape without a colour of its own takes the colour of the text around it.
            return Fill(color: style.foreground.fillsCells ? style.foreground : nil, isVisible: true)
        case .modified(let inner, .style(let overlay)):
            return fill(of: inner, style: style.merging(overlay))
        case .modified(_, .paint(let paint)) where paint.target == .background:
            // A gradient view: it fills as a colour does, each cell in the gradient's colour.
            return Fill(color: nil, isVisible: true, gradient: paint)
        default:
            return nil
        }
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
        if let fill = fill(of: inner, style: style) {
            // A colour or a shape is as wide as the frame lets it be, and as high.
            guard fill.isVisible else { return Array(repeating: Line(), count: frame.fixedOrLeastHeight) }
            if frame.isThin {
                let line = rule(
                    width: offered, style: Style(foreground: fill.color ?? .default).merging(blank))
                guard var gradient = fill.gradient else { return [line] }
                gradient.target = .foreground
                return painted([line], with: gradient, style: style, overriding: true)
            }
            let filled = Style(background: fill.color ?? style.background)
            return fill.painting(
                Array(
                    repeating: Line(spans: [Line.padding(offered, style: filled)]),
                    count: frame.fixedOrLeastHeight), in: self, style: style)
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
        if let fill = fill(of: inner, style: style) {
            let filled =
                fill.isVisible ? Style(background: fill.color ?? style.background) : Self.blankStyle(style)
            let line = Line(spans: [Line.padding(offered, style: filled)])
            return fill.isVisible ? fill.painting([line], in: self, style: style).first ?? line : line
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
    /// shapes laid over draw nothing.
    func overlaid(
        _ inner: Node, overlay: Node, alignment: Alignment, width: Int, wrap: Bool, style: Style
    ) -> [Line] {
        var base = lines(inner, width: width, wrap: wrap, style: style)
        guard !base.isEmpty, fill(of: overlay, style: style) == nil else { return base }
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
        guard base.width > 0, fill(of: overlay, style: style) == nil else { return base }
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
