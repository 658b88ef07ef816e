/// Content that stretches across the width it is offered on a line (``Node/stretchesAcross``):
/// a slider's track, a progress bar, and the rows they stand in.
extension BoxLayout {
    /// The fewest columns stretching content takes on one line: its bars at their least, what
    /// stands beside them at its own width.
    /// - Parameter node: Content that stretches across.
    /// - Returns: The columns.
    func leastWidth(stretching node: Node) -> Int {
        switch node {
        case .bar:
            return BarNode.leastWidth
        case .stack(let stack) where stack.axis == .horizontal:
            let widths = stack.children.compactMap { child -> Int? in
                if case .spacer(let minLength) = child { return PointScale.columns(minLength) }
                if child.stretchesAcross { return leastWidth(stretching: child) }
                let width = size(of: child, proposal: .unspecified).width
                return width > 0 ? width : nil
            }
            return widths.reduce(0, +) + stack.spacing * max(0, widths.count - 1)
        case .button(let button):
            return leastWidth(stretching: button.label)
        case .link(let link):
            return leastWidth(stretching: link.label)
        case .labeled(let labeled):
            let label = size(of: labeled.label, proposal: .unspecified).width
            return label + 1 + leastWidth(stretching: labeled.value)
        case .modified(_, .rowTrait(.textField(let field))) where field.area == nil:
            return LineLayout.leastFieldWidth
        case .modified(let inner, .padding(let insets)):
            return insets.leading + leastWidth(stretching: inner) + insets.trailing
        case .modified(let inner, _):
            return leastWidth(stretching: inner)
        case .empty, .text, .image, .spacer, .divider, .color, .shape, .group, .stack, .zstack, .list,
            .forEach,
            .arranged:
            return size(of: node, proposal: .unspecified).width
        }
    }

}
