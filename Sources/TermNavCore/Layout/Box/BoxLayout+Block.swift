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
            return fitted(textLines(runs, width: size.width, style: style), size, style)
        case .image, .bar:
            return fitted(lines.lines(node, width: size.width, wrap: false, style: style), size, style)
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
        case .zstack(let children):
            var block = Block(blank: size, style: blank)
            // A filled shape or a colour behind colours what is in front of it, as a background.
            var inFront = style
            for child in children {
                if case .modified(let inner, let modifier) = child, case .layout(.position) = modifier {
                    // A positioned layer takes the whole stack, and shows only its view: the
                    // layers behind show around it.
                    let place = positioned(inner, modifier, proposal: ProposedCells(size), in: nil)
                    let drawn = self.block(of: inner, size: place.size, style: inFront)
                    block.draw(drawn, x: place.x, y: place.y, fill: blank)
                    continue
                }
                let childSize = self.size(of: child, proposal: ProposedCells(size))
                let x = max(0, size.width - childSize.width) / 2
                let y = max(0, size.height - childSize.height) / 2
                block.draw(self.block(of: child, size: childSize, style: inFront), x: x, y: y, fill: blank)
                inFront = inFront.merging(lines.backgroundStyle(child))
            }
            return block
        case .button(let button):
            return block(of: button.label, size: size, style: style, in: axis)
        case .link(let link):
            return block(of: link.label, size: size, style: style, in: axis)
        case .labeled:
            return fitted([lines.line(node, width: size.width, style: style)], size, style)
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
                return fitted(
                    lines.partlyPainted(
                        text.runs, parts: text.parts, width: size.width, wrap: wrap, style: style),
                    size, style)
            }
            if let painted = lines.painted(.modified(inner, modifier), style: style), painted.isVisible {
                // A gradient view fills its size.
                let filled = Block(blank: size, style: blank).lines
                return fitted(lines.painted(filled, with: paint, style: style, overriding: true), size, style)
            }
            let content = block(
                of: inner, size: size, style: LineLayout.unpainted(style, by: paint), in: axis)
            return fitted(
                lines.painted(content.lines, with: paint, style: style, overriding: false), size, style)
        case .background(let background):
            if let paint = background.backgroundPaint {
                let content = block(
                    of: inner, size: size, style: LineLayout.unpainted(style, by: paint), in: axis)
                return fitted(
                    lines.painted(content.lines, with: paint, style: style, overriding: false), size, style)
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
            return BoxLayout(lines: lines, wrap: limit != 1).block(
                of: inner, size: size, style: style, in: axis)
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
            if lines.painted(inner, style: style) != nil {
                // A colour or a shape fills its frame, as the line layout draws it.
                return fitted(
                    lines.framed(inner, frame: frame, width: size.width, wrap: wrap, style: style), size,
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
            return fitted(
                ShapeCells(unicode: lines.unicode).boxed(inside, by: shape, style: style).lines, size, style)
        case .clip(let clip):
            let content = block(of: inner, size: size, style: style, in: axis)
            return fitted(
                ShapeCells(unicode: lines.unicode).clipped(content.lines, to: clip, style: style), size,
                style)
        case .overlay, .textAlignment:
            return fitted(
                lines.lines(.modified(inner, modifier), width: size.width, wrap: wrap, style: style), size,
                style)
        }
    }

    /// Lines fitted to a size, blank cells in the style's background.
    private func fitted(_ laid: [Line], _ size: CellSize, _ style: Style) -> Block {
        Block(fitting: laid, into: size, ellipsis: ellipsis, fill: LineLayout.blankStyle(style))
    }
}
