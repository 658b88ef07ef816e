import Foundation

/// A shape's outline of lines and curves, as SwiftUI's `Path`: unavailable in a terminal, where
/// a curve has no cells of its own. The built-in shapes (`Rectangle`, `RoundedRectangle`,
/// `Capsule`, `Circle`, `Ellipse`) are drawn in cells. Its common members are declared, so that
/// a custom shape's `path(in:)` stops at the one error that names `Path`.
@available(
    *, unavailable,
    message:
        "Path: a terminal cannot draw a custom shape's lines and curves; use Rectangle, RoundedRectangle, Capsule, Circle or Ellipse"
)
public struct Path {
    /// Unavailable.
    public init() {}

    /// Unavailable.
    /// - Parameter callback: What would draw the path.
    public init(_ callback: (inout Path) -> Void) {}

    /// Unavailable.
    /// - Parameter rect: The rectangle.
    public init(_ rect: CGRect) {}

    /// Unavailable.
    /// - Parameter point: Where the next part starts.
    public mutating func move(to point: CGPoint) {}

    /// Unavailable.
    /// - Parameter point: Where the line ends.
    public mutating func addLine(to point: CGPoint) {}

    /// Unavailable.
    /// - Parameter points: The points joined.
    public mutating func addLines(_ points: [CGPoint]) {}

    /// Unavailable.
    /// - Parameters:
    ///   - point: Where the curve ends.
    ///   - control: Its control point.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {}

    /// Unavailable.
    /// - Parameters:
    ///   - point: Where the curve ends.
    ///   - control1: Its first control point.
    ///   - control2: Its second control point.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {}

    /// Unavailable.
    /// - Parameters:
    ///   - center: The arc's centre.
    ///   - radius: Its radius.
    ///   - startAngle: Where it starts.
    ///   - endAngle: Where it ends.
    ///   - clockwise: Which way it goes.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {}

    /// Unavailable.
    /// - Parameter rect: The rectangle.
    public mutating func addRect(_ rect: CGRect) {}

    /// Unavailable.
    /// - Parameter rect: The rectangle the ellipse fills.
    public mutating func addEllipse(in rect: CGRect) {}

    /// Unavailable.
    public mutating func closeSubpath() {}
}
