/// Drawing a node in the size it took.
extension BoxLayout {
    /// A node drawn in a size: exactly that many columns and lines, whatever the node's content.
    /// - Parameters:
    ///   - node: The node.
    ///   - size: The size it takes (from ``size(of:proposal:in:)``).
    ///   - style: The style inherited from modifiers around it.
    ///   - axis: The axis of the stack it is in, if any.
    func block(of node: Node, size: CellSize, style: Style, in axis: StackNode.Axis? = nil) -> Block {
        let blank = LineLayout.blankStyle(style)
        switch node {
        case .empty, .list, .forEach, .spacer:
            return Block(blank: size, style: blank)
        case .color, .shape:
            if let painted = lines.painted(node, style: style), painted.isVisible {
                return fitted(lines.cells(painted, width: size.width, height: size.height), size, style)
            }
            return Block(blank: size, style: blank)
        case .text(let runs):
            return fitted(
                alignedText(textLines(runs, width: size.width, style: style), size, style), size, style)
        case .image(let glyph):
            return fitted([lines.glyphLine(glyph, style: style)], size, style)
        case .bar(let bar):
            let drawn = bar.drawn(BarNode.width(offered: size.width))
            var line = lines.glyphLine(
                drawn.filled, style: bar.tint.map { style.merging(.foreground($0)) } ?? style)
            line.append(lines.glyphLine(drawn.rest, style: style))
            return fitted([line], size, style)
        case .divider:
            if axis == .horizontal {
                let bar = lines.verticalRule(style: style)
                return fitted(Array(repeating: bar, count: size.height), size, style)
            }
            return fitted([lines.rule(width: size.width, style: style)], size, style)
        case .group(let children):
            return stackBlock(Self.column(of: children), size: size, style: style)
        case .stack(let stack):
            return stackBlock(stack, size: size, style: style)
        case .zstack(let children, let alignment):
            var block = Block(blank: size, style: blank)
            // A filled shape or a colour behind colours what is in front of it, as a background.
            var inFront = style
            // Each layer shows the layers behind it around it and through its blank cells.
            for (index, child) in children.enumerated() {
                if case .modified(let inner, let modifier) = child, case .layout(.position) = modifier {
                    // A positioned layer takes the whole stack, and shows only its view.
                    let place = positioned(inner, modifier, proposal: ProposedCells(size), in: nil)
                    let drawn = self.block(of: inner, size: place.size, style: inFront)
                    block.draw(drawn, x: place.x, y: place.y, fill: blank, isLayer: index > 0)
                    continue
                }
                let childSize = self.size(of: child, proposal: ProposedCells(size))
                let x = LineLayout.offset(of: alignment.horizontal, room: size.width - childSize.width)
                let y = LineLayout.offset(of: alignment.vertical, room: size.height - childSize.height)
                block.draw(
                    self.block(of: child, size: childSize, style: inFront), x: x, y: y, fill: blank,
                    isLayer: index > 0)
                inFront = inFront.merging(lines.backgroundStyle(child))
            }
            return block
        case .button(let button):
            return block(of: button.label, size: size, style: style, in: axis)
        case .link(let link):
            return block(of: link.label, size: size, style: style, in: axis)
        case .labeled(let labeled):
            return labeledBlock(labeled, size: size, style: style)
        case .modified(let inner, let modifier):
            return modifiedBlock(inner, modifier, size: size, style: style, in: axis)
        case .arranged(let arranged):
            return arrangedBlock(arranged, size: size, style: style)
        }
    }

    /// A node under a modifier drawn in a size.
    private func modifiedBlock(
        _ inner: Node, _ modifier: NodeModifier, size: CellSize, style: Style, in axis: StackNode.Axis?
    ) -> Block {
        let blank = LineLayout.blankStyle(style)
        switch modifier {
        case .hidden, .invisible:
            return Block(blank: size, style: blank)
        case .style(let overlay):
            return block(of: inner, size: size, style: style.merging(overlay), in: axis)
        case .paint(let paint):
            if let text = Node.modified(inner, modifier).partlyPaintedText {
                let shaped = lines.partlyPainted(
                    text.runs, parts: text.parts, width: size.width, wrap: wrap, style: style)
                return fitted(alignedText(shaped, size, style), size, style)
            }
            if let painted = lines.painted(.modified(inner, modifier), style: style), painted.isVisible {
                // A gradient view fills its size.
                let filled = Block(blank: size, style: blank).lines
                return fitted(lines.painted(filled, with: paint, style: style, overriding: true), size, style)
            }
            let content = block(
                of: inner, size: size, style: LineLayout.unpainted(style, by: paint), in: axis)
            var painted = fitted(
                lines.painted(content.lines, with: paint, style: style, overriding: false), size, style)
            // What the content draws past its edges takes the paint too.
            for spill in content.spills {
                let shown = lines.painted(spill.block.lines, with: paint, style: style, overriding: false)
                let block = Block(
                    fitting: shown, into: CellSize(width: spill.block.width, height: shown.count),
                    ellipsis: "",
                    fill: blank)
                painted.carry([Block.Spill(block: block, x: spill.x, y: spill.y)])
            }
            return painted
        case .background(let background):
            if let paint = background.backgroundPaint {
                // The background fills the view's own place, not what it draws past its edges.
                let content = block(
                    of: inner, size: size, style: LineLayout.unpainted(style, by: paint), in: axis)
                var painted = fitted(
                    lines.painted(content.lines, with: paint, style: style, overriding: false), size, style)
                painted.carry(content.spills)
                return painted
            }
            return block(
                of: inner, size: size, style: style.merging(lines.backgroundStyle(background)), in: axis)
        case .disabled:
            return block(of: inner, size: size, style: style.merging(LineLayout.disabledStyle), in: axis)
        case .rowTrait(.textField(let field)) where field.area == nil:
            return fitted([lines.fieldLine(inner, width: size.width, style: style)], size, style)
        case .accessory, .toolbarPlacement, .keyPress, .rowTrait, .layout(.priority), .layout(.fixedSize),
            .layout(.gridCellColumns), .layout(.gridCellUnsizedAxes):
            return block(of: inner, size: size, style: style, in: axis)
        case .layout(.offset(let x, let y)):
            var block = Block(blank: size, style: blank)
            block.draw(self.block(of: inner, size: size, style: style, in: axis), x: x, y: y, fill: blank)
            return block
        case .layout(.position):
            let place = positioned(inner, modifier, proposal: ProposedCells(size), in: axis)
            var block = Block(blank: size, style: blank)
            block.draw(
                self.block(of: inner, size: place.size, style: style, in: axis), x: place.x, y: place.y,
                fill: blank)
            return block
        case .lineLimit(let limit):
            var inside = self
            inside.wrap = limit != 1
            return inside.block(of: inner, size: size, style: style, in: axis)
        case .textAlignment(let alignment):
            var inside = self
            inside.textAlignment = alignment
            return inside.block(of: inner, size: size, style: style, in: axis)
        case .padding(let insets):
            var block = Block(blank: size, style: blank)
            let content = CellSize(
                width: max(0, size.width - insets.leading - insets.trailing),
                height: max(0, size.height - insets.top - insets.bottom))
            block.draw(
                self.block(of: inner, size: content, style: style, in: axis), x: insets.leading,
                y: insets.top,
                fill: blank)
            return block
        case .frame(let frame):
            if let painted = lines.painted(inner, style: style) {
                // A colour or a shape fills its frame; in a frame less than a line high, a rule.
                guard painted.isVisible else { return Block(blank: size, style: blank) }
                return fitted(
                    lines.cells(painted, width: size.width, height: size.height, isThin: frame.isThin), size,
                    style)
            }
            let content = framedSize(inner, frame, proposal: ProposedCells(size), in: axis).content
            let x = LineLayout.offset(of: frame.alignment.horizontal, room: size.width - content.width)
            let y = LineLayout.offset(of: frame.alignment.vertical, room: size.height - content.height)
            var block = Block(blank: size, style: blank)
            block.draw(self.block(of: inner, size: content, style: style, in: axis), x: x, y: y, fill: blank)
            return block
        case .border(let shape):
            let content = CellSize(width: max(0, size.width - 2), height: max(0, size.height - 2))
            let inside = self.block(of: inner, size: content, style: style, in: axis)
            let boxed = ShapeCells(unicode: lines.unicode).boxed(inside, by: shape, style: style)
            var block = fitted(boxed.lines, size, style)
            block.carry(boxed.spills)
            return block
        case .clip(let clip):
            // What is drawn past the clip's edges is cut.
            let content = block(of: inner, size: size, style: style, in: axis).settled()
            return fitted(
                ShapeCells(unicode: lines.unicode).clipped(content.lines, to: clip, style: style), size,
                style)
        case .overlay(let overlay, let alignment):
            var block = self.block(of: inner, size: size, style: style, in: axis)
            // Colours and shapes laid over draw nothing (a stroked one was made a border when it
            // was resolved); in a frame of their own, they are drawn as content is.
            guard lines.painted(overlay, style: style) == nil else { return block }
            // The overlay takes its own size, and what is larger than the view spills past its
            // edges, as the overlay's alignment places it.
            let taken = self.size(of: overlay, proposal: ProposedCells(size))
            let x = Self.aligned(alignment.horizontal, room: size.width - taken.width)
            let y = Self.aligned(alignment.vertical, room: size.height - taken.height)
            let drawn = self.block(of: overlay, size: taken, style: style)
            block.draw(drawn, x: x, y: y, fill: blank, isLayer: true)
            return block
        }
    }

    /// A label and its value drawn across a size: the label at the left, the value at the right,
    /// dim. When both do not fit, the value is cut first (down to one column and the ellipsis),
    /// then left out and the label cut. A value that stretches across (a slider, a progress bar,
    /// a field) takes the columns the label leaves, at least its least width, the label cut
    /// first.
    private func labeledBlock(_ labeled: LabeledNode, size: CellSize, style: Style) -> Block {
        let blank = LineLayout.blankStyle(style)
        var block = Block(blank: size, style: blank)
        let gap = 1
        let label = self.size(of: labeled.label, proposal: Self.oneLine)
        func draw(_ node: Node, width: Int, x: Int, style: Style) {
            let drawn = self.block(of: node, size: CellSize(width: width, height: 1), style: style)
            block.draw(drawn, x: x, y: 0, fill: blank)
        }
        if labeled.value.stretchesAcross {
            // A field's text is not a value's: it is drawn as typed.
            let valueStyle = labeled.value.isTextField ? style : Style(attributes: .dim).merging(style)
            let least = leastWidth(stretching: labeled.value)
            let labelWidth = min(label.width, max(0, size.width - gap - least))
            draw(labeled.label, width: labelWidth, x: 0, style: style)
            let start = labelWidth > 0 ? labelWidth + gap : 0
            draw(labeled.value, width: max(least, size.width - start), x: start, style: valueStyle)
            return block
        }
        let value = self.size(of: labeled.value, proposal: Self.oneLine)
        let room = size.width - label.width - gap
        guard value.width > 0, room >= min(value.width, 1 + DisplayWidth.of(ellipsis)) else {
            draw(labeled.label, width: min(label.width, size.width), x: 0, style: style)
            return block
        }
        let shown = min(value.width, room)
        draw(labeled.label, width: label.width, x: 0, style: style)
        draw(
            labeled.value, width: shown, x: size.width - shown, style: Style(attributes: .dim).merging(style))
        return block
    }

    /// The lines of a text lined up with each other in its width by the text alignment around
    /// it (`.multilineTextAlignment`).
    private func alignedText(_ shaped: [Line], _ size: CellSize, _ style: Style) -> [Line] {
        guard textAlignment != .leading, shaped.count > 1 else { return shaped }
        let horizontal: HorizontalAlignment = textAlignment == .center ? .center : .trailing
        return shaped.map { line in
            let offset = LineLayout.offset(of: horizontal, room: size.width - line.width)
            guard offset > 0 else { return line }
            var placed = Line()
            placed.append(Line.padding(offset, style: LineLayout.blankStyle(style)))
            placed.append(line)
            return placed
        }
    }

    /// The columns before content placed by an alignment, when the room may be less than none:
    /// content wider than its place starts before it (centred, or at its trailing edge).
    private static func aligned(_ alignment: HorizontalAlignment, room: Int) -> Int {
        switch alignment {
        case .leading: return 0
        case .center: return room >= 0 ? room / 2 : -((-room + 1) / 2)
        case .trailing: return room
        }
    }

    /// The lines above content placed by an alignment, when the room may be less than none.
    private static func aligned(_ alignment: VerticalAlignment, room: Int) -> Int {
        switch alignment {
        case .top, .firstTextBaseline: return 0
        case .center: return room >= 0 ? room / 2 : -((-room + 1) / 2)
        case .bottom: return room
        }
    }

    /// Lines fitted to a size, blank cells in the style's background.
    private func fitted(_ laid: [Line], _ size: CellSize, _ style: Style) -> Block {
        Block(fitting: laid, into: size, ellipsis: ellipsis, fill: LineLayout.blankStyle(style))
    }
}
