import Foundation

extension ProposedViewSize {
    /// The proposal in cells: lengths rounded down to whole columns and lines.
    var cells: ProposedCells {
        ProposedCells(
            width: width.map { Self.cells($0, per: PointScale.pointsPerColumn) },
            height: height.map { Self.cells($0, per: PointScale.pointsPerLine) })
    }

    /// A proposal in cells as points.
    init(_ cells: ProposedCells) {
        width = cells.width.map { CGFloat($0) * PointScale.pointsPerColumn }
        height = cells.height.map { CGFloat($0) * PointScale.pointsPerLine }
    }

    /// A length in points as whole cells of `per` points each.
    static func cells(_ points: CGFloat, per cell: Double) -> Int {
        guard points.isFinite else { return points > 0 ? ProposedCells.unbounded : 0 }
        return max(0, min(ProposedCells.unbounded, Int((Double(points) / cell).rounded(.down))))
    }
}

extension CellSize {
    /// The size in points.
    var points: CGSize {
        CGSize(
            width: CGFloat(width) * PointScale.pointsPerColumn,
            height: CGFloat(height) * PointScale.pointsPerLine)
    }

    /// A size in points as whole cells, rounded to the nearest.
    init(points: CGSize) {
        width = Self.nearest(points.width, per: PointScale.pointsPerColumn)
        height = Self.nearest(points.height, per: PointScale.pointsPerLine)
    }

    /// A length in points as the nearest whole number of cells of `per` points each.
    static func nearest(_ points: CGFloat, per cell: Double) -> Int {
        guard points.isFinite else { return points > 0 ? ProposedCells.unbounded : 0 }
        return max(0, BoxLayout.nearestCell(points, per: cell))
    }
}
