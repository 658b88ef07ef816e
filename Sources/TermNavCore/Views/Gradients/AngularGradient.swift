/// A gradient around a centre, as SwiftUI's `AngularGradient` (a conic gradient): a view that
/// fills its frame, and a style. Angles go clockwise from the right; with no span between them,
/// the gradient goes all the way round.
nonisolated public struct AngularGradient: ShapeStyle, View, Hashable, Sendable {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The gradient, as cells take it.
    let gradientPaint: GradientPaint

    /// A gradient around a centre, from one angle to another.
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - center: The centre.
    ///   - startAngle: Where the first colour is.
    ///   - endAngle: Where the last colour is.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        gradientPaint = GradientPaint(
            gradient: gradient, shape: .angular(center: center, start: startAngle, end: endAngle))
    }

    /// A gradient of colours spread evenly around a centre.
    /// - Parameters:
    ///   - colors: The colours.
    ///   - center: The centre.
    ///   - startAngle: Where the first colour is.
    ///   - endAngle: Where the last colour is.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient of stops around a centre.
    /// - Parameters:
    ///   - stops: The stops.
    ///   - center: The centre.
    ///   - startAngle: Where the first colour is.
    ///   - endAngle: Where the last colour is.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient all the way round a centre, from an angle.
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - center: The centre.
    ///   - angle: Where the first colour is, and the last.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(
            gradient: gradient, center: center, startAngle: angle, endAngle: .radians(angle.radians + 2 * .pi)
        )
    }

    /// Colours spread evenly all the way round a centre.
    /// - Parameters:
    ///   - colors: The colours.
    ///   - center: The centre.
    ///   - angle: Where the first colour is.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// Stops all the way round a centre.
    /// - Parameters:
    ///   - stops: The stops.
    ///   - center: The centre.
    ///   - angle: Where the first colour is.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// A gradient around a centre, from one angle to another.
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - center: The centre.
    ///   - startAngle: Where the first colour is.
    ///   - endAngle: Where the last colour is.
    /// - Returns: The gradient.
    public static func angularGradient(
        _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Colours spread evenly around a centre, from one angle to another.
    /// - Parameters:
    ///   - colors: The colours.
    ///   - center: The centre.
    ///   - startAngle: Where the first colour is.
    ///   - endAngle: Where the last colour is.
    /// - Returns: The gradient.
    public static func angularGradient(
        colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Stops around a centre, from one angle to another.
    /// - Parameters:
    ///   - stops: The stops.
    ///   - center: The centre.
    ///   - startAngle: Where the first colour is.
    ///   - endAngle: Where the last colour is.
    /// - Returns: The gradient.
    public static func angularGradient(
        stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient all the way round a centre, from an angle: a conic gradient.
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - center: The centre.
    ///   - angle: Where the first colour is.
    /// - Returns: The gradient.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
        -> AngularGradient
    {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// Colours spread evenly all the way round a centre: a conic gradient.
    /// - Parameters:
    ///   - colors: The colours.
    ///   - center: The centre.
    ///   - angle: Where the first colour is.
    /// - Returns: The gradient.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero)
        -> AngularGradient
    {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}
