import Foundation

/// A gradient out from a centre along an ellipse that fits the view, as SwiftUI's
/// `EllipticalGradient`: a view that fills its frame, and a style.
nonisolated public struct EllipticalGradient: ShapeStyle, View, Hashable, Sendable {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The gradient, as cells take it.
    let gradientPaint: GradientPaint

    /// A gradient out from a centre, its radii fractions of the view's size (0.5 reaches the
    /// edges).
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - center: The centre.
    ///   - startRadiusFraction: Where the first colour is.
    ///   - endRadiusFraction: Where the last colour is.
    public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        gradientPaint = GradientPaint(
            gradient: gradient,
            shape: .elliptical(
                center: center, startFraction: Double(startRadiusFraction),
                endFraction: Double(endRadiusFraction)))
    }

    /// Colours spread evenly out from a centre.
    /// - Parameters:
    ///   - colors: The colours.
    ///   - center: The centre.
    ///   - startRadiusFraction: Where the first colour is.
    ///   - endRadiusFraction: Where the last colour is.
    public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// Stops out from a centre.
    /// - Parameters:
    ///   - stops: The stops.
    ///   - center: The centre.
    ///   - startRadiusFraction: Where the first colour is.
    ///   - endRadiusFraction: Where the last colour is.
    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// A gradient out from a centre along an ellipse that fits the view.
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - center: The centre.
    ///   - startRadiusFraction: Where the first colour is.
    ///   - endRadiusFraction: Where the last colour is.
    /// - Returns: The gradient.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// Colours spread evenly out from a centre along an ellipse that fits the view.
    /// - Parameters:
    ///   - colors: The colours.
    ///   - center: The centre.
    ///   - startRadiusFraction: Where the first colour is.
    ///   - endRadiusFraction: Where the last colour is.
    /// - Returns: The gradient.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            colors: colors, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}
