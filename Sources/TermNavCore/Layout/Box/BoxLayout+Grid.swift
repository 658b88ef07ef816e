/// `Grid`: rows of cells in columns as wide as their widest cell, as SwiftUI's grids are.
extension BoxLayout {
    /// One line of a grid: a row of cells, or a view across every column (a divider, a note).
    enum GridLine {
        /// A `GridRow`'s cells, each with the column it starts at and how many it spans, and
        /// where its cells sit down the row (`nil` for the grid's alignment).
        case cells([(node: Node, column: Int, span: Int)], alignment: VerticalAlignment?)
        /// A view across the grid.
        case across(Node)
    }

    /// A grid laid out for a proposal: its lines, its columns' widths, its lines' heights.
    struct GridPlan {
        /// The grid's lines, top to bottom.
        var lines: [GridLine]
        /// Each column's width.
        var columns: [Int]
        /// Each line's height.
        var heights: [Int]
        /// The whole grid's size.
        var size: CellSize
    }

    /// The grid's lines: each `GridRow` a row of cells, any other child a line across.
    private func gridLines(_ children: [Node]) -> [GridLine] {
        children.flatMap(\.flattened).map { child in
            guard case .arranged(let row) = child, case .gridRow(let alignment) = row.arrangement else {
                return .across(child)
            }
            var column = 0
            var cells: [(node: Node, column: Int, span: Int)] = []
            for cell in row.children.flatMap(\.flattened) {
                let span = cell.gridCellColumns
                cells.append((cell, column, span))
                column += span
            }
            return .cells(cells, alignment: alignment)
        }
    }

    /// The columns' widths, the lines' heights and the grid's size when offered `proposal`.
    ///
    /// Each column is as wide as its widest cell that spans it alone; a cell spanning several
    /// columns widens the last of them if it needs more. A cell unsized along an axis
    /// (`.gridCellUnsizedAxes(_:)`) counts for nothing along it, and takes what the others make.
    /// When the columns are wider than offered, the widest gives way first; when narrower,
    /// columns holding a cell that stretches (a frame to the infinity, a colour) share what is
    /// left.
    func gridPlan(_ grid: GridArrangement, _ children: [Node], proposal: ProposedCells) -> GridPlan {
        let lines = gridLines(children)
        var count = 0
        for case .cells(let cells, _) in lines {
            count = max(count, cells.last.map { $0.column + $0.span } ?? 0)
        }
        var columns = Array(repeating: 0, count: count)
        var stretches = Array(repeating: false, count: count)
        for case .cells(let cells, _) in lines {
            for cell in cells where cell.span == 1 && !cell.node.gridCellUnsizedAxes.horizontal {
                columns[cell.column] = max(
                    columns[cell.column], size(of: cell.node, proposal: .unspecified).width)
                let most = size(
                    of: cell.node, proposal: ProposedCells(width: ProposedCells.unbounded, height: nil))
                stretches[cell.column] = stretches[cell.column] || most.width >= ProposedCells.unbounded
            }
        }
        for case .cells(let cells, _) in lines {
            for cell in cells where cell.span > 1 && !cell.node.gridCellUnsizedAxes.horizontal {
                let spanned = cell.column..<min(count, cell.column + cell.span)
                let room =
                    spanned.reduce(0) { $0 + columns[$1] } + grid.horizontalSpacing * (spanned.count - 1)
                let needed = size(of: cell.node, proposal: .unspecified).width
                if needed > room, let last = spanned.last { columns[last] += needed - room }
            }
        }
        let spacing = grid.horizontalSpacing * max(0, count - 1)
        if let offered = proposal.width {
            var total = columns.reduce(0, +) + spacing
            while total > offered, let widest = columns.indices.max(by: { columns[$0] < columns[$1] }),
                columns[widest] > 1
            {
                let runnerUp = columns.enumerated().filter { $0.offset != widest }.map(\.element).max() ?? 0
                let cut = min(total - offered, max(1, columns[widest] - runnerUp))
                columns[widest] -= cut
                total -= cut
            }
            let stretching = stretches.indices.filter { stretches[$0] }
            if total < offered, !stretching.isEmpty {
                let extra = offered - total
                for (order, column) in stretching.enumerated() {
                    columns[column] += extra / stretching.count + (order < extra % stretching.count ? 1 : 0)
                }
            }
        }
        var width = columns.reduce(0, +) + spacing
        for case .across(let node) in lines where !node.gridCellUnsizedAxes.horizontal {
            width = max(
                width, size(of: node, proposal: ProposedCells(width: proposal.width, height: nil)).width)
        }
        if let offered = proposal.width { width = min(width, max(offered, columns.reduce(0, +) + spacing)) }
        let heights = lines.map { line -> Int in
            switch line {
            case .cells(let cells, _):
                return cells.reduce(0) { tallest, cell in
                    guard !cell.node.gridCellUnsizedAxes.vertical else { return tallest }
                    let cellWidth = spannedWidth(cell.column, cell.span, columns, grid.horizontalSpacing)
                    return max(
                        tallest,
                        size(of: cell.node, proposal: ProposedCells(width: cellWidth, height: nil)).height)
                }
            case .across(let node):
                return size(of: node, proposal: ProposedCells(width: width, height: nil), in: .vertical)
                    .height
            }
        }
        let height = heights.reduce(0, +) + grid.verticalSpacing * max(0, heights.count - 1)
        return GridPlan(
            lines: lines, columns: columns, heights: heights, size: CellSize(width: width, height: height))
    }

    /// The columns a cell spans, with the spacing between them.
    private func spannedWidth(_ column: Int, _ span: Int, _ columns: [Int], _ spacing: Int) -> Int {
        let spanned = column..<min(columns.count, column + span)
        return spanned.reduce(0) { $0 + columns[$1] } + spacing * max(0, spanned.count - 1)
    }

    /// A grid drawn in the size it took: each cell placed in its columns and line by the grid's
    /// alignment (down the line by its row's, when it has one).
    func gridBlock(_ grid: GridArrangement, _ children: [Node], size: CellSize, style: Style) -> Block {
        let plan = gridPlan(grid, children, proposal: ProposedCells(size))
        let blank = LineLayout.blankStyle(style)
        var block = Block(blank: size, style: blank)
        var starts: [Int] = []
        var x = 0
        for width in plan.columns {
            starts.append(x)
            x += width + grid.horizontalSpacing
        }
        var y = 0
        for (line, height) in zip(plan.lines, plan.heights) {
            switch line {
            case .cells(let cells, let alignment):
                for cell in cells where cell.column < starts.count {
                    let room = CellSize(
                        width: spannedWidth(cell.column, cell.span, plan.columns, grid.horizontalSpacing),
                        height: height)
                    let taken = self.size(of: cell.node, proposal: ProposedCells(room))
                    let across = LineLayout.offset(
                        of: grid.alignment.horizontal, room: room.width - taken.width)
                    let down = LineLayout.offset(
                        of: alignment ?? grid.alignment.vertical, room: room.height - taken.height)
                    block.draw(
                        self.block(of: cell.node, size: taken, style: style), x: starts[cell.column] + across,
                        y: y + down, fill: blank)
                }
            case .across(let node):
                let taken = self.size(
                    of: node, proposal: ProposedCells(width: size.width, height: height), in: .vertical)
                let across = LineLayout.offset(of: grid.alignment.horizontal, room: size.width - taken.width)
                block.draw(
                    self.block(of: node, size: taken, style: style, in: .vertical), x: across, y: y,
                    fill: blank)
            }
            y += height + grid.verticalSpacing
        }
        return block
    }
}
