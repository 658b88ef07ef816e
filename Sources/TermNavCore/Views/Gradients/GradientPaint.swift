import Foundation

/// A gradient spread over a rectangle of cells: which colour each cell takes, always a colour
/// of a value (a named colour at a stop is SwiftUI's value of it), so the ends of a ramp match
/// the cells between them.
///
/// Places are measured in points (a column is 8, a line 16, ``PointScale``), so a gradient's
/// angle and radii are SwiftUI's, and each cell takes the colour at its centre.
struct GradientPaint: Hashable, Sendable {
    /// How the gradient runs across the rectangle.
    enum Shape: Hashable, Sendable {
        /// Along the line from one point to another.
        case linear(start: UnitPoint, end: UnitPoint)
        /// Out from a centre, from one radius to another, in points.
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// Around a centre, clockwise from one angle to another (0 points right).
        case angular(center: UnitPoint, start: Angle, end: Angle)
        /// Out from a centre along an ellipse that fits the rectangle, from one fraction of its
        /// size to another (0.5 reaches the edges).
        case elliptical(center: UnitPoint, startFraction: Double, endFraction: Double)
    }

    /// The gradient's stops, in order of their places.
    let stops: [Gradient.Stop]
    /// How it runs.
    let shape: Shape
    /// How its colours are mixed.
    let space: Gradient.ColorSpace

    /// A gradient spread in a shape.
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - shape: How it runs.
    ///   - space: How its colours are mixed; by their components by default.
    init(gradient: Gradient, shape: Shape, space: Gradient.ColorSpace = .device) {
        stops = gradient.stops.sorted { $0.location < $1.location }
        self.shape = shape
        self.space = space
    }

    /// The gradient with each stop's colour changed.
    /// - Parameter change: The change.
    /// - Returns: The gradient.
    func mappingColors(_ change: (Color) -> Color) -> GradientPaint {
        var stops = self.stops
        for index in stops.indices { stops[index].color = change(stops[index].color) }
        return GradientPaint(gradient: Gradient(stops: stops), shape: shape, space: space)
    }

    /// The place along the gradient, from 0 to 1, of a cell of a rectangle.
    /// - Parameters:
    ///   - column: The cell's column, from 0.
    ///   - line: The cell's line, from 0.
    ///   - width: The rectangle's columns.
    ///   - height: The rectangle's lines.
    /// - Returns: The place, cut to 0...1.
    func location(column: Int, line: Int, width: Int, height: Int) -> Double {
        let frameWidth = Double(max(1, width)) * PointScale.pointsPerColumn
        let frameHeight = Double(max(1, height)) * PointScale.pointsPerLine
        let x = (Double(column) + 0.5) * PointScale.pointsPerColumn
        let y = (Double(line) + 0.5) * PointScale.pointsPerLine
        let place: Double
        switch shape {
        case .linear(let start, let end):
            let (sx, sy) = (start.x * frameWidth, start.y * frameHeight)
            let (dx, dy) = (end.x * frameWidth - sx, end.y * frameHeight - sy)
            let length = dx * dx + dy * dy
            place = length > 0 ? ((x - sx) * dx + (y - sy) * dy) / length : 0
        case .radial(let center, let startRadius, let endRadius):
            let distance = hypot(x - center.x * frameWidth, y - center.y * frameHeight)
            place = Self.fraction(distance, from: startRadius, to: endRadius)
        case .angular(let center, let start, let end):
            var angle = atan2(y - center.y * frameHeight, x - center.x * frameWidth)
            let span = end.radians - start.radians
            let sweep = span == 0 ? 2 * Double.pi : span
            while angle < start.radians { angle += 2 * Double.pi }
            while angle >= start.radians + 2 * Double.pi { angle -= 2 * Double.pi }
            place = (angle - start.radians) / sweep
        case .elliptical(let center, let startFraction, let endFraction):
            let distance = hypot((x / frameWidth - center.x), (y / frameHeight - center.y))
            place = Self.fraction(distance, from: startFraction, to: endFraction)
        }
        return min(1, max(0, place.isNaN ? 0 : place))
    }

    /// How far a length is from one length to another, as a fraction.
    private static func fraction(_ length: Double, from start: Double, to end: Double) -> Double {
        guard end != start else { return length < start ? 0 : 1 }
        return (length - start) / (end - start)
    }

    /// The colour of a cell of a rectangle.
    /// - Parameters:
    ///   - column: The cell's column, from 0.
    ///   - line: The cell's line, from 0.
    ///   - width: The rectangle's columns.
    ///   - height: The rectangle's lines.
    ///   - scheme: The terminal's background, for a colour whose value depends on it.
    /// - Returns: The colour.
    func color(column: Int, line: Int, width: Int, height: Int, scheme: ColorScheme) -> Color {
        color(at: location(column: column, line: line, width: width, height: height), scheme: scheme)
    }

    /// The colour at a place along the gradient: the stop's there, or the mix of the two stops
    /// around it; the first stop's before them and the last's after.
    /// - Parameters:
    ///   - location: The place, from 0 to 1.
    ///   - scheme: The terminal's background, for a colour whose value depends on it.
    /// - Returns: The colour.
    func color(at location: Double, scheme: ColorScheme) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if !(location > Double(first.location)) { return first.color.valued(in: scheme) }
        if location >= Double(last.location) { return last.color.valued(in: scheme) }
        var below = first
        for stop in stops {
            if Double(stop.location) > location {
                let span = Double(stop.location - below.location)
                let fraction = span > 0 ? (location - Double(below.location)) / span : 1
                return below.color.mixed(
                    with: stop.color, by: fraction, perceptual: space.isPerceptual, scheme: scheme
                ).valued(in: scheme)
            }
            below = stop
        }
        return last.color.valued(in: scheme)
    }
}
