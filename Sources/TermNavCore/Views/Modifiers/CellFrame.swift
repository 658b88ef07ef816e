/// A frame in cells: fixed or bounded widths in columns and heights in lines, and where the
/// content sits inside (see ``PointScale``).
struct CellFrame: Hashable, Sendable {
    /// A maximum: a number of cells, or all there is.
    enum Limit: Hashable, Sendable {
        /// At most this many cells.
        case cells(Int)
        /// As many as the space offered (`.infinity`).
        case infinity
    }

    /// A fixed width in columns.
    var width: Int?
    /// The least width in columns.
    var minWidth: Int?
    /// The most width.
    var maxWidth: Limit?
    /// A fixed height in lines.
    var height: Int?
    /// Whether the fixed height was more than nothing but less than a line (a thin bar).
    var isThin = false
    /// The least height in lines.
    var minHeight: Int?
    /// The most height.
    var maxHeight: Limit?
    /// Where the content sits.
    var alignment = Alignment.center

    /// Whether the frame changes nothing.
    var isEmpty: Bool {
        width == nil && minWidth == nil && maxWidth == nil && height == nil && minHeight == nil
            && maxHeight == nil
    }
}

extension CellFrame.Limit {
    /// A maximum width or height in points, as cells.
    fileprivate static func columns(_ points: Double?) -> CellFrame.Limit? {
        guard let points, !points.isNaN else { return nil }
        return points == .infinity ? .infinity : .cells(PointScale.columns(points))
    }

    fileprivate static func lines(_ points: Double?) -> CellFrame.Limit? {
        guard let points, !points.isNaN else { return nil }
        return points == .infinity ? .infinity : .cells(PointScale.lines(points))
    }
}

extension CellFrame {
    /// A fixed frame from SwiftUI's points.
    init(width: Double?, height: Double?, alignment: Alignment) {
        self.width = width.map(PointScale.columns)
        self.height = height.map(PointScale.lines)
        if let height, height > 0, height < PointScale.pointsPerLine { isThin = true }
        self.alignment = alignment
    }

    /// A flexible frame from SwiftUI's points.
    init(
        minWidth: Double?, maxWidth: Double?, minHeight: Double?, maxHeight: Double?, alignment: Alignment
    ) {
        self.minWidth = minWidth.map(PointScale.columns)
        self.maxWidth = .columns(maxWidth)
        self.minHeight = minHeight.map(PointScale.lines)
        self.maxHeight = .lines(maxHeight)
        self.alignment = alignment
    }
}
