/// A shape's area in half cells: `width` columns across and `height` half lines down, each half
/// cell a square of 8 points.
struct HalfCells {
    let outline: ShapeOutline
    let width: Double
    let height: Double

    /// Whether the middle of a half cell lies in the shape.
    func contains(column: Int, half: Int) -> Bool {
        contains(x: Double(column) + 0.5, y: Double(half) + 0.5)
    }

    /// Whether the shape reaches into a cell at all: some of a grid of points spread over the
    /// cell (four across each half) lies in it.
    func reaches(column: Int, row: Int) -> Bool {
        let steps = [0.125, 0.375, 0.625, 0.875]
        for down in steps + steps.map({ $0 + 1 }) {
            for across in steps where contains(x: Double(column) + across, y: Double(2 * row) + down) {
                return true
            }
        }
        return false
    }

    /// Whether a point, in half cells from the top left corner, lies in the shape.
    private func contains(x: Double, y: Double) -> Bool {
        switch outline {
        case .rectangle:
            return true
        case .rounded(let radii):
            let most = min(width, height) / 2
            func cells(_ points: Double) -> Double { min(most, max(0, points / PointScale.pointsPerColumn)) }
            return inCorners(
                x, y, topLeading: cells(radii.topLeading), topTrailing: cells(radii.topTrailing),
                bottomTrailing: cells(radii.bottomTrailing), bottomLeading: cells(radii.bottomLeading))
        case .capsule:
            let radius = min(width, height) / 2
            return inCorners(
                x, y, topLeading: radius, topTrailing: radius, bottomTrailing: radius, bottomLeading: radius)
        case .ellipse:
            let dx = (x - width / 2) / (width / 2)
            let dy = (y - height / 2) / (height / 2)
            return dx * dx + dy * dy <= 1
        case .circle:
            let radius = min(width, height) / 2
            let dx = x - width / 2
            let dy = y - height / 2
            return dx * dx + dy * dy <= radius * radius
        }
    }

    /// Whether a point lies inside the rectangle with its corners rounded by these radii.
    private func inCorners(
        _ x: Double, _ y: Double, topLeading: Double, topTrailing: Double, bottomTrailing: Double,
        bottomLeading: Double
    ) -> Bool {
        func outside(_ radius: Double, _ cx: Double, _ cy: Double, _ isInCorner: Bool) -> Bool {
            guard radius > 0, isInCorner else { return false }
            return (x - cx) * (x - cx) + (y - cy) * (y - cy) > radius * radius
        }
        return !outside(topLeading, topLeading, topLeading, x < topLeading && y < topLeading)
            && !outside(
                topTrailing, width - topTrailing, topTrailing, x > width - topTrailing && y < topTrailing)
            && !outside(
                bottomTrailing, width - bottomTrailing, height - bottomTrailing,
                x > width - bottomTrailing && y > height - bottomTrailing)
            && !outside(
                bottomLeading, bottomLeading, height - bottomLeading,
                x < bottomLeading && y > height - bottomLeading)
    }
}
