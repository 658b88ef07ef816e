import Foundation

/// A gradient out from a centre, as SwiftUI's `RadialGradient`: a view that fills its frame,
/// and a style. Radii are in points: a column is 8 points wide and a line 16 high.
nonisolated public struct RadialGradient: ShapeStyle, View, Hashable, Sendable {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The gradient, as cells take it.
    let gradientPaint: GradientPaint

    /// A gradient out from a centre.
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - center: The centre.
    ///   - startRadius: The distance of the first colour from the centre, in points.
    ///   - endRadius: The distance of the last colour, in points.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        gradientPaint = GradientPaint(
            gradient: gradient,
            shape: .radial(center: center, startRadius: Double(startRadius), endRadius: Double(endRadius)))
    }

    /// A gradient of colours spread evenly out from a centre.
    /// - Parameters:
    ///   - colors: The colours.
    ///   - center: The centre.
    ///   - startRadius: The distance of the first colour, in points.
    ///   - endRadius: The distance of the last colour, in points.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius
        )
    }

    /// A gradient of stops out from a centre.
    /// - Parameters:
    ///   - stops: The stops.
    ///   - center: The centre.
    ///   - startRadius: The distance of the first colour, in points.
    ///   - endRadius: The distance of the last colour, in points.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A gradient out from a centre.
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - center: The centre.
    ///   - startRadius: The distance of the first colour, in points.
    ///   - endRadius: The distance of the last colour, in points.
    /// - Returns: The gradient.
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient of colours spread evenly out from a centre.
    /// - Parameters:
    ///   - colors: The colours.
    ///   - center: The centre.
    ///   - startRadius: The distance of the first colour, in points.
    ///   - endRadius: The distance of the last colour, in points.
    /// - Returns: The gradient.
    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient of stops out from a centre.
    /// - Parameters:
    ///   - stops: The stops.
    ///   - center: The centre.
    ///   - startRadius: The distance of the first colour, in points.
    ///   - endRadius: The distance of the last colour, in points.
    /// - Returns: The gradient.
    public static func radialGradient(
        stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
