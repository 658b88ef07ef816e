/// Content that stretches across the width it is offered on a line (``Node/stretchesAcross``):
/// a slider's track, a progress bar, and the rows they stand in.
extension LineLayout {
    /// The fewest columns stretching content takes on one line: its bars at their least, what
    /// stands beside them at its own width.
    /// - Parameters:
    ///   - node: Content that stretches across.
    ///   - style: The style inherited from modifiers around it.
    /// - Returns: The columns.
    func leastWidth(stretching node: Node, style: Style) -> Int {
        switch node {
        case .bar:
            return BarNode.leastWidth
        case .stack(let stack) where stack.axis == .horizontal:
            let widths = stack.children.compactMap { child -> Int? in
                if case .spacer(let minLength) = child { return PointScale.columns(minLength) }
                if child.stretchesAcross { return leastWidth(stretching: child, style: style) }
                let width = line(child, width: ProposedCells.unbounded, style: style).width
                return width > 0 ? width : nil
            }
            return widths.reduce(0, +) + stack.spacing * max(0, widths.count - 1)
        case .button(let button):
            return leastWidth(stretching: button.label, style: style)
        case .link(let link):
            return leastWidth(stretching: link.label, style: style)
        case .labeled(let labeled):
            let label = line(labeled.label, width: ProposedCells.unbounded, style: style).width
            return label + 1 + leastWidth(stretching: labeled.value, style: style)
        case .modified(_, .rowTrait(.textField(let field))) where field.area == nil:
            return Self.leastFieldWidth
        case .modified(let inner, .padding(let insets)):
            return insets.leading + leastWidth(stretching: inner, style: style) + insets.trailing
        case .modified(let inner, _):
            return leastWidth(stretching: inner, style: style)
        case .empty, .text, .image, .spacer, .divider, .color, .shape, .group, .stack, .zstack, .list,
            .forEach,
            .arranged:
            return line(node, width: ProposedCells.unbounded, style: style).width
        }
    }

    /// A label beside a value that stretches (`LabeledContent` around a progress bar): the label
    /// at the left, the value across the rest of the line, dim; the label is cut before the
    /// value goes below its least width.
    func stretchedLine(_ labeled: LabeledNode, width: Int, style: Style) -> Line {
        let ellipsis = Glyphs.ellipsis.text(unicode: unicode)
        // A field's text is not a value's: it is drawn as typed.
        let valueStyle = labeled.value.isTextField ? style : Style(attributes: .dim).merging(style)
        let least = leastWidth(stretching: labeled.value, style: valueStyle)
        let gap = 1
        let label = line(labeled.label, width: width, style: style)
            .truncated(to: max(0, width - gap - least), ellipsis: ellipsis)
        var result = label
        if label.width > 0 { result.append(Line.padding(gap, style: style)) }
        result.append(line(labeled.value, width: max(least, width - result.width), style: valueStyle))
        return result
    }
}
