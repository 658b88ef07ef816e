/// A gradient along a line, as SwiftUI's `LinearGradient`: a view that fills its frame, and a
/// style for `.fill(_:)`, `.background(_:)` and `.foregroundStyle(_:)`.
///
/// Each cell takes the colour at its centre, in 24-bit colour where the terminal shows it and as
/// the nearest of its colours elsewhere; text in it takes the colour at each character.
nonisolated public struct LinearGradient: ShapeStyle, View, Hashable, Sendable {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The gradient, as cells take it.
    let gradientPaint: GradientPaint

    /// A gradient from one point of the view to another.
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - startPoint: Where the first colour is.
    ///   - endPoint: Where the last colour is.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        gradientPaint = GradientPaint(gradient: gradient, shape: .linear(start: startPoint, end: endPoint))
    }

    /// A gradient of colours spread evenly from one point to another.
    /// - Parameters:
    ///   - colors: The colours.
    ///   - startPoint: Where the first colour is.
    ///   - endPoint: Where the last colour is.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient of stops from one point to another.
    /// - Parameters:
    ///   - stops: The stops.
    ///   - startPoint: Where the first colour is.
    ///   - endPoint: Where the last colour is.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient whose colours are mixed as it says.
    init(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        gradientPaint = GradientPaint(
            gradient: gradient.gradient, shape: .linear(start: startPoint, end: endPoint),
            space: gradient.space)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A gradient from one point of the view to another.
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - startPoint: Where the first colour is.
    ///   - endPoint: Where the last colour is.
    /// - Returns: The gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient whose colours are mixed as it says, from one point to another.
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - startPoint: Where the first colour is.
    ///   - endPoint: Where the last colour is.
    /// - Returns: The gradient.
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient of colours spread evenly from one point to another.
    /// - Parameters:
    ///   - colors: The colours.
    ///   - startPoint: Where the first colour is.
    ///   - endPoint: Where the last colour is.
    /// - Returns: The gradient.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient of stops from one point to another.
    /// - Parameters:
    ///   - stops: The stops.
    ///   - startPoint: Where the first colour is.
    ///   - endPoint: Where the last colour is.
    /// - Returns: The gradient.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
