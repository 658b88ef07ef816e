import Foundation

/// Children arranged by a layout of their own: grids, the first that fits, an app's `Layout`.
extension BoxLayout {
    /// The size arranged children take when offered `proposal`.
    func arrangedSize(_ arranged: ArrangedNode, proposal: ProposedCells) -> CellSize {
        switch arranged.arrangement {
        case .grid(let grid):
            return gridPlan(grid, arranged.children, proposal: proposal).size
        case .gridRow(let alignment):
            return stackSize(Self.gridRowStack(arranged.children, alignment: alignment), proposal: proposal)
        case .firstFitting(let horizontal, let vertical):
            guard let chosen = firstFitting(arranged.children, horizontal, vertical, proposal) else {
                return .zero
            }
            return size(of: chosen, proposal: proposal)
        case .custom(let layout):
            let subviews = subviews(of: arranged.children, placements: LayoutPlacements(origin: .zero))
            return CellSize(points: layout.sizeThatFits(ProposedViewSize(proposal), subviews))
        case .lazyGrid(let grid):
            return lazyGridPlan(grid, arranged.children, proposal: proposal).size
        case .geometry(let geometry):
            // All that is offered; along an axis offered nothing, what the content takes.
            let content = size(of: geometry.node(for: proposal.offer), proposal: proposal)
            return CellSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
        case .scroll(let vertical):
            // All the width offered (and the height, scrolling down too); the content what it
            // ideally takes.
            let content = scrolledSize(arranged, vertical: vertical, proposal: proposal)
            return CellSize(
                width: proposal.width ?? content.width,
                height: vertical ? proposal.height ?? content.height : content.height)
        }
    }

    /// Arranged children drawn in the size they took.
    func arrangedBlock(_ arranged: ArrangedNode, size: CellSize, style: Style) -> Block {
        let blank = LineLayout.blankStyle(style)
        switch arranged.arrangement {
        case .grid(let grid):
            return gridBlock(grid, arranged.children, size: size, style: style)
        case .gridRow(let alignment):
            return stackBlock(
                Self.gridRowStack(arranged.children, alignment: alignment), size: size, style: style)
        case .firstFitting(let horizontal, let vertical):
            guard let chosen = firstFitting(arranged.children, horizontal, vertical, ProposedCells(size))
            else {
                return Block(blank: size, style: blank)
            }
            return block(of: chosen, size: size, style: style)
        case .custom(let layout):
            let placements = LayoutPlacements(origin: .zero)
            let subviews = subviews(of: arranged.children, placements: placements)
            layout.placeSubviews(
                CGRect(origin: .zero, size: size.points), ProposedViewSize(ProposedCells(size)), subviews)
            var block = Block(blank: size, style: blank)
            for (index, child) in arranged.children.enumerated() {
                if let place = placements.places[index] {
                    let taken = self.size(of: child, proposal: place.proposal.cells)
                    let x = Self.nearestCell(place.topLeft.x, per: PointScale.pointsPerColumn)
                    let y = Self.nearestCell(place.topLeft.y, per: PointScale.pointsPerLine)
                    block.draw(self.block(of: child, size: taken, style: style), x: x, y: y, fill: blank)
                } else {
                    // A subview the layout did not place sits in the middle at its ideal size.
                    let ideal = self.size(of: child, proposal: .unspecified)
                    block.draw(
                        self.block(of: child, size: ideal, style: style), x: (size.width - ideal.width) / 2,
                        y: (size.height - ideal.height) / 2, fill: blank)
                }
            }
            return block
        case .lazyGrid(let grid):
            return lazyGridBlock(grid, arranged.children, size: size, style: style)
        case .geometry(let geometry):
            let content = geometry.node(for: ProposedCells(size).offer)
            let taken = self.size(of: content, proposal: ProposedCells(size))
            var block = Block(blank: size, style: blank)
            block.draw(self.block(of: content, size: taken, style: style), x: 0, y: 0, fill: blank)
            return block
        case .scroll(let vertical):
            // Seen from its start: a row of the screen that scrolls across is windowed where the
            // screen's state says (``AcrossRows``); elsewhere the content shows its leading part.
            let content = arranged.children.first ?? .empty
            let taken = scrolledSize(arranged, vertical: vertical, proposal: ProposedCells(size))
            let lines = self.block(of: content, size: taken, style: style).settled().lines.map {
                $0.window(from: 0, width: size.width, ellipsis: ellipsis)
            }
            return Block(fitting: lines, into: size, ellipsis: ellipsis, fill: blank)
        }
    }

    /// The size a scroll view's content takes: its ideal width, and down its ideal height when
    /// it scrolls down too, else the height offered.
    func scrolledSize(_ arranged: ArrangedNode, vertical: Bool, proposal: ProposedCells) -> CellSize {
        let content = arranged.children.first ?? .empty
        return size(
            of: content, proposal: ProposedCells(width: nil, height: vertical ? nil : proposal.height))
    }

    /// A grid row standing alone: its cells side by side.
    private static func gridRowStack(_ cells: [Node], alignment: VerticalAlignment?) -> StackNode {
        StackNode(
            axis: .horizontal, alignment: .leading, verticalAlignment: alignment ?? .center, spacing: 1,
            children: cells)
    }

    /// `ViewThatFits`' choice: the first child whose ideal size fits what is offered along the
    /// axes it checks, else the last.
    private func firstFitting(
        _ children: [Node], _ horizontal: Bool, _ vertical: Bool, _ proposal: ProposedCells
    )
        -> Node?
    {
        let candidates = children.flatMap(\.flattened)
        return candidates.first { child in
            let ideal = size(of: child, proposal: .unspecified)
            let fitsAcross = !horizontal || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsDown = !vertical || proposal.height.map { ideal.height <= $0 } ?? true
            return fitsAcross && fitsDown
        } ?? candidates.last
    }

    /// The subviews an app's layout is given: each measured by this layout, placed into
    /// `placements`.
    private func subviews(of children: [Node], placements: LayoutPlacements) -> LayoutSubviews {
        LayoutSubviews(
            subviews: children.enumerated().map { index, child in
                LayoutSubview(
                    index: index, measure: { size(of: child, proposal: $0.cells).points },
                    placements: placements,
                    priority: child.layoutPriority)
            })
    }

    /// A position in points as the nearest whole number of cells of `per` points each, negative
    /// before the bounds' edge.
    static func nearestCell(_ points: CGFloat, per cell: Double) -> Int {
        guard points.isFinite else { return 0 }
        let cells = (Double(points) / cell).rounded()
        return Int(max(-Double(ProposedCells.unbounded), min(Double(ProposedCells.unbounded), cells)))
    }
}

extension ProposedCells {
    /// The proposal as a ``GeometryReader`` is offered it.
    var offer: GeometryContent.Offer { GeometryContent.Offer(width: width, height: height) }
}
