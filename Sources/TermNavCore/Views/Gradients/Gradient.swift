import Foundation

/// Colours along a line from 0 to 1, as SwiftUI's `Gradient`: what ``LinearGradient``,
/// ``RadialGradient``, ``AngularGradient`` and ``EllipticalGradient`` spread across a view's
/// cells.
public struct Gradient: Hashable, Sendable {
    /// A colour at a place along the gradient.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where it is, from 0 to 1.
        public var location: CGFloat

        /// A colour at a place.
        /// - Parameters:
        ///   - color: The colour.
        ///   - location: Where it is, from 0 to 1.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// How colours between two stops are mixed, as SwiftUI's `Gradient.ColorSpace`.
    public struct ColorSpace: Hashable, Sendable {
        /// Whether the colours are mixed in OKLab rather than by their sRGB components.
        let isPerceptual: Bool

        /// By the colours' sRGB components, as a screen mixes them.
        public static let device = ColorSpace(isPerceptual: false)
        /// As the eye sees colours (in OKLab): no grey midway between complementary colours.
        public static let perceptual = ColorSpace(isPerceptual: true)
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// A gradient of stops.
    /// - Parameter stops: The stops.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// A gradient of colours spread evenly from 0 to 1.
    /// - Parameter colors: The colours.
    public init(colors: [Color]) {
        let last = max(1, colors.count - 1)
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(last)) }
    }

    /// This gradient with its colours mixed in a colour space.
    /// - Parameter space: The colour space.
    /// - Returns: The gradient.
    public func colorSpace(_ space: ColorSpace) -> AnyGradient {
        AnyGradient(self, space: space)
    }
}

/// A gradient whose shape is left to where it is used, as SwiftUI's `AnyGradient`:
/// `Color.blue.gradient` fills a view from top to bottom.
public struct AnyGradient: Hashable, Sendable, ShapeStyle {
    /// The gradient.
    let gradient: Gradient
    /// How its colours are mixed.
    let space: Gradient.ColorSpace

    /// A gradient, its colours mixed by their components.
    /// - Parameter gradient: The gradient.
    public init(_ gradient: Gradient) {
        self.init(gradient, space: .device)
    }

    /// A gradient, its colours mixed in a colour space.
    init(_ gradient: Gradient, space: Gradient.ColorSpace) {
        self.gradient = gradient
        self.space = space
    }

    /// This gradient with its colours mixed in a colour space.
    /// - Parameter space: The colour space.
    /// - Returns: The gradient.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        AnyGradient(gradient, space: space)
    }
}

extension Color {
    /// A gentle gradient of this colour, as SwiftUI's `Color.gradient`: a little lighter at the
    /// top, the colour itself at the bottom.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [mix(with: .white, by: 0.2), self]))
    }
}
