/// `LazyVGrid` (and `LazyHGrid`, laid out as one): items flowing into columns sized as SwiftUI
/// sizes them (``LazyGridArrangement/columns(width:)``), left to right then down; a section's
/// header or footer takes a line across.
extension BoxLayout {
    /// One line of a lazy grid: cells in its columns, or a label across.
    enum LazyGridLine {
        /// Cells, one a column from the first.
        case cells([Node])
        /// A section's header or footer, across the grid.
        case across(Node)
    }

    /// A lazy grid laid out for a proposal: its columns, lines and their heights.
    struct LazyGridPlan {
        /// The columns.
        var columns: [LazyGridArrangement.LazyGridColumn]
        /// The lines, top to bottom.
        var lines: [LazyGridLine]
        /// Each line's height.
        var heights: [Int]
        /// The whole grid's size.
        var size: CellSize
    }

    /// The columns, lines and size of a lazy grid offered `proposal`. Offered no width, the grid
    /// takes as much as its columns would want for its widest item.
    func lazyGridPlan(_ grid: LazyGridArrangement, _ children: [Node], proposal: ProposedCells)
        -> LazyGridPlan
    {
        let width = proposal.width ?? idealGridWidth(grid, children)
        let columns = grid.columns(width: width)
        var lines: [LazyGridLine] = []
        var cells: [Node] = []
        for child in children.flatMap(\.flattened) {
            if child.isSectionLabel {
                if !cells.isEmpty { lines.append(.cells(cells)) }
                cells = []
                lines.append(.across(child))
                continue
            }
            cells.append(child)
            if cells.count == columns.count {
                lines.append(.cells(cells))
                cells = []
            }
        }
        if !cells.isEmpty { lines.append(.cells(cells)) }
        let extent = columns.last.map { $0.x + $0.width } ?? 0
        let gridWidth = proposal.width.map { min($0, extent) } ?? extent
        let heights = lines.map { line -> Int in
            switch line {
            case .cells(let cells):
                return zip(cells, columns).reduce(0) { tallest, pair in
                    max(
                        tallest,
                        size(of: pair.0, proposal: ProposedCells(width: pair.1.width, height: nil)).height)
                }
            case .across(let node):
                return size(of: node, proposal: ProposedCells(width: gridWidth, height: nil), in: .vertical)
                    .height
            }
        }
        let height = heights.reduce(0, +) + grid.lineSpacing * max(0, heights.count - 1)
        return LazyGridPlan(
            columns: columns, lines: lines, heights: heights, size: CellSize(width: gridWidth, height: height)
        )
    }

    /// The width a lazy grid wants when offered none: each fixed column its width, each other
    /// column its widest item's (at least its least), an adaptive item one such column.
    private func idealGridWidth(_ grid: LazyGridArrangement, _ children: [Node]) -> Int {
        let widest = children.flatMap(\.flattened).filter { !$0.isSectionLabel }.reduce(0) {
            max($0, size(of: $1, proposal: .unspecified).width)
        }
        var total = 0
        for (index, item) in grid.items.enumerated() {
            switch item.size {
            case .fixed(let points): total += PointScale.columns(points)
            case .flexible(let minimum, let maximum):
                total += min(max(widest, PointScale.columns(minimum)), max(1, PointScale.columns(maximum)))
            case .adaptive(let minimum, let maximum):
                total += min(max(widest, PointScale.columns(minimum)), max(1, PointScale.columns(maximum)))
            }
            if index < grid.items.count - 1 {
                total += item.spacing.map(PointScale.columns) ?? LazyGridArrangement.standardSpacing
            }
        }
        return total
    }

    /// A lazy grid drawn in the size it took: each cell in its column, placed by its column's
    /// alignment across the column and down its line.
    func lazyGridBlock(_ grid: LazyGridArrangement, _ children: [Node], size: CellSize, style: Style) -> Block
    {
        let plan = lazyGridPlan(grid, children, proposal: ProposedCells(width: size.width, height: nil))
        let blank = LineLayout.blankStyle(style)
        var block = Block(blank: size, style: blank)
        var y = 0
        for (line, height) in zip(plan.lines, plan.heights) {
            switch line {
            case .cells(let cells):
                for (cell, column) in zip(cells, plan.columns) {
                    let room = CellSize(width: column.width, height: height)
                    var taken = self.size(of: cell, proposal: ProposedCells(room))
                    taken.width = min(taken.width, room.width)
                    let across = LineLayout.offset(
                        of: column.alignment.horizontal, room: room.width - taken.width)
                    let down = LineLayout.offset(
                        of: column.alignment.vertical, room: room.height - taken.height)
                    block.draw(
                        self.block(of: cell, size: taken, style: style), x: column.x + across, y: y + down,
                        fill: blank)
                }
            case .across(let node):
                let taken = self.size(
                    of: node, proposal: ProposedCells(width: size.width, height: height), in: .vertical)
                block.draw(
                    self.block(of: node, size: taken, style: style, in: .vertical), x: 0, y: y, fill: blank)
            }
            y += height + grid.lineSpacing
        }
        return block
    }
}
