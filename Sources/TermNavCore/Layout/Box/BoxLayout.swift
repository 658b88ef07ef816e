/// SwiftUI's layout in cells, the one layout of every node: a parent proposes a size to each
/// child (``ProposedCells``), the child answers the size it takes (``size(of:proposal:in:)``),
/// and the parent places its children in the size it took itself
/// (``block(of:size:style:in:)``).
///
/// What is not layout it leaves to ``LineLayout``'s leaf work: a text shaped into lines and
/// wrapped, a glyph's line, a field's line, a rule, a colour or a shape painted in its cells, a
/// line ended with `…`. No node goes back to a layout of lines from here.
struct BoxLayout {
    /// The line layout, for text, glyphs and the content it lays out itself.
    let lines: LineLayout
    /// Whether text wraps onto more lines at the width offered (a screen's content), or keeps a
    /// line per line break and is cut with the ellipsis (a list row).
    var wrap: Bool
    /// How the lines of a text of several lines line up with each other
    /// (`.multilineTextAlignment`).
    var textAlignment: TextAlignment = .leading

    /// A line offered, at the ideal width: a labeled value's label and value are each laid out
    /// on one line, a text of several lines ending its first with `…`.
    static let oneLine = ProposedCells(width: nil, height: 1)

    /// The fewest columns text is cut down to: a character and the ellipsis.
    static let leastTextWidth = 2

    /// The ellipsis as the terminal shows it.
    var ellipsis: String { Glyphs.ellipsis.text(unicode: lines.unicode) }

    /// The lines of a node laid out within `width` columns, as tall as it wants: sized with the
    /// proposal of `width` columns and no height, then placed in the size it took.
    func lines(_ node: Node, width: Int, style: Style) -> [Line] {
        let size = size(of: node, proposal: ProposedCells(width: max(0, width), height: nil))
        return block(
            of: node, size: CellSize(width: min(size.width, max(0, width)), height: size.height), style: style
        )
        .settled(growingTo: max(0, width))
        .lines
    }

    /// The size a node takes when offered `proposal`.
    /// - Parameters:
    ///   - node: The node.
    ///   - proposal: The size offered.
    ///   - axis: The axis of the stack the node is in, if any: a spacer stretches along it, a
    ///     divider crosses it.
    /// - Returns: The size the node takes (it may be more than offered, when it cannot shrink).
    func size(of node: Node, proposal: ProposedCells, in axis: StackNode.Axis? = nil) -> CellSize {
        switch node {
        case .empty, .list, .forEach:
            return .zero
        case .text(let runs):
            let parts = textLines(runs, width: proposal.width, style: .plain)
            let height = proposal.height.map { min(parts.count, max(1, $0)) } ?? parts.count
            var ideal = parts.prefix(height).reduce(0) { max($0, $1.width) }
            if height < parts.count {
                // Cut short, the last line kept ends with the ellipsis, in a column of its own.
                ideal = max(ideal, parts[height - 1].width + DisplayWidth.of(ellipsis))
            }
            let width = proposal.width.map { min(ideal, max($0, min(ideal, Self.leastTextWidth))) } ?? ideal
            return CellSize(width: width, height: height)
        case .image(let glyph):
            return CellSize(width: DisplayWidth.of(glyph.text(unicode: lines.unicode)), height: 1)
        case .labeled(let labeled):
            // A label and its value fill the width offered, the value at the right, on one line.
            let label = size(of: labeled.label, proposal: Self.oneLine)
            let value = size(of: labeled.value, proposal: Self.oneLine)
            return CellSize(width: proposal.width ?? label.width + 1 + value.width, height: 1)
        case .bar:
            // As wide as offered, as a flexible control is, so a stack shares its room with it.
            let width = proposal.width.map { max(BarNode.leastWidth, $0) } ?? BarNode.idealWidth
            return CellSize(width: width, height: 1)
        case .spacer(let minLength):
            switch axis {
            case .horizontal?:
                let least = PointScale.columns(minLength)
                return CellSize(width: max(least, proposal.width ?? least), height: 0)
            case .vertical?:
                let least = PointScale.lines(minLength)
                return CellSize(width: 0, height: max(least, proposal.height ?? least))
            case nil:
                return CellSize(width: 0, height: PointScale.lines(minLength))
            }
        case .divider:
            if axis == .horizontal { return CellSize(width: 1, height: max(1, proposal.height ?? 1)) }
            return CellSize(width: proposal.width ?? 1, height: 1)
        case .color, .shape:
            return CellSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
        case .group(let children):
            return stackSize(Self.column(of: children), proposal: proposal)
        case .stack(let stack):
            return stackSize(stack, proposal: proposal)
        case .zstack(let children, _):
            return children.reduce(CellSize.zero) { total, child in
                let size = size(of: child, proposal: proposal)
                return CellSize(width: max(total.width, size.width), height: max(total.height, size.height))
            }
        case .button(let button):
            return size(of: button.label, proposal: proposal, in: axis)
        case .link(let link):
            return size(of: link.label, proposal: proposal, in: axis)
        case .modified(let inner, let modifier):
            return modifiedSize(inner, modifier, proposal: proposal, in: axis)
        case .arranged(let arranged):
            return arrangedSize(arranged, proposal: proposal)
        }
    }

    /// The size of a node under a modifier.
    private func modifiedSize(
        _ inner: Node, _ modifier: NodeModifier, proposal: ProposedCells, in axis: StackNode.Axis?
    ) -> CellSize {
        switch modifier {
        case .hidden, .invisible:
            return .zero
        case .rowTrait(.textField(let field)) where field.area == nil:
            // A text field takes the width offered, as SwiftUI's do; its text's width without.
            let content = size(of: inner, proposal: proposal, in: axis)
            return CellSize(width: proposal.width ?? content.width, height: 1)
        case .style, .paint, .background, .accessory, .toolbarPlacement, .keyPress, .rowTrait, .disabled,
            .clip, .textAlignment:
            return size(of: inner, proposal: proposal, in: axis)
        case .overlay:
            // An overlay takes the size of what it is over.
            return size(of: inner, proposal: proposal, in: axis)
        case .lineLimit(let limit):
            var inside = self
            inside.wrap = limit != 1
            var offered = proposal
            if let limit { offered.height = min(proposal.height ?? limit, max(1, limit)) }
            return inside.size(of: inner, proposal: offered, in: axis)
        case .padding(let insets):
            let offered = ProposedCells(
                width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
                height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
            let content = size(of: inner, proposal: offered, in: axis)
            guard content != .zero else { return .zero }
            return CellSize(
                width: content.width + insets.leading + insets.trailing,
                height: content.height + insets.top + insets.bottom)
        case .frame(let frame):
            return framedSize(inner, frame, proposal: proposal, in: axis).frame
        case .layout(.fixedSize(let horizontal, let vertical)):
            let offered = ProposedCells(
                width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
            return size(of: inner, proposal: offered, in: axis)
        case .layout(.position):
            // All the space offered; along an axis offered none, as far as the view reaches.
            let place = positioned(inner, modifier, proposal: proposal, in: axis)
            return CellSize(
                width: proposal.width ?? max(0, place.x + place.size.width),
                height: proposal.height ?? max(0, place.y + place.size.height))
        case .layout(.priority), .layout(.offset), .layout(.gridCellColumns), .layout(.gridCellUnsizedAxes):
            return size(of: inner, proposal: proposal, in: axis)
        case .border:
            let offered = ProposedCells(
                width: proposal.width.map { max(0, $0 - 2) }, height: proposal.height.map { max(0, $0 - 2) })
            let content = size(of: inner, proposal: offered, in: axis)
            guard content != .zero else { return .zero }
            return CellSize(width: content.width + 2, height: content.height + 2)
        }
    }

    /// Where a positioned view goes in the space it is offered, and its size: its centre at the
    /// point, in cells (``PointScale/start(centredAt:length:pointsPerCell:)``).
    func positioned(
        _ inner: Node, _ modifier: NodeModifier, proposal: ProposedCells, in axis: StackNode.Axis?
    )
        -> (x: Int, y: Int, size: CellSize)
    {
        guard case .layout(.position(let x, let y)) = modifier else { return (0, 0, .zero) }
        let size = size(of: inner, proposal: proposal, in: axis)
        return (
            PointScale.start(centredAt: x, length: size.width, pointsPerCell: PointScale.pointsPerColumn),
            PointScale.start(centredAt: y, length: size.height, pointsPerCell: PointScale.pointsPerLine),
            size
        )
    }

    /// The size a frame takes and the size its content takes in it, as SwiftUI's frames work:
    /// a fixed length is offered to the content and taken whatever the content answers; a
    /// flexible frame offers what it was offered within its bounds and takes that, within its
    /// bounds, or the content's size where it has no bound.
    func framedSize(_ inner: Node, _ frame: CellFrame, proposal: ProposedCells, in axis: StackNode.Axis?)
        -> (frame: CellSize, content: CellSize)
    {
        func bounds(fixed: Int?, least: Int?, most: CellFrame.Limit?) -> (Int?, Int?, Int?) {
            let upper: Int? =
                switch most {
                case .cells(let cells)?: cells
                case .infinity?: ProposedCells.unbounded
                case nil: nil
                }
            return (fixed, least, upper)
        }
        let (fixedWidth, leastWidth, mostWidth) = bounds(
            fixed: frame.width, least: frame.minWidth, most: frame.maxWidth)
        let (fixedHeight, leastHeight, mostHeight) = bounds(
            fixed: frame.height.map { frame.isThin ? max(1, $0) : $0 }, least: frame.minHeight,
            most: frame.maxHeight)
        func offered(_ proposed: Int?, fixed: Int?, least: Int?, most: Int?) -> Int? {
            if let fixed { return fixed }
            guard var proposed else { return nil }
            if let most { proposed = min(proposed, most) }
            if let least { proposed = max(proposed, least) }
            return proposed
        }
        let contentProposal = ProposedCells(
            width: offered(proposal.width, fixed: fixedWidth, least: leastWidth, most: mostWidth),
            height: offered(proposal.height, fixed: fixedHeight, least: leastHeight, most: mostHeight))
        let content = size(of: inner, proposal: contentProposal, in: axis)
        func taken(_ proposed: Int?, content: Int, fixed: Int?, least: Int?, most: Int?) -> Int {
            if let fixed { return fixed }
            var result = content
            if let least { result = max(least, min(result, proposed ?? result)) }
            if let most { result = min(most, max(result, proposed ?? result)) }
            return result
        }
        let size = CellSize(
            width: taken(
                proposal.width, content: content.width, fixed: fixedWidth, least: leastWidth, most: mostWidth),
            height: taken(
                proposal.height, content: content.height, fixed: fixedHeight, least: leastHeight,
                most: mostHeight))
        return (size, content)
    }

    /// A text's lines: one per line break, each wrapped at `width` when text wraps here.
    func textLines(_ runs: [TextRun], width: Int?, style: Style) -> [Line] {
        let parts = lines.textLines(runs, style: style)
        guard wrap, let width else { return parts }
        return parts.flatMap { lines.wrapped($0, width: width) }
    }

    /// Children laid out down a column, as a group's are when it stands alone.
    static func column(of children: [Node]) -> StackNode {
        StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: children)
    }
}
