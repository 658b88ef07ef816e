/// An animation curve, as SwiftUI's `Animation`: accepted and ignored, since a terminal draws each
/// frame at once.
public struct Animation: Hashable, Sendable {
    private init() {}

    /// The default animation.
    public static let `default` = Animation()
    /// Ease in and out.
    public static let easeInOut = Animation()
    /// Ease in.
    public static let easeIn = Animation()
    /// Ease out.
    public static let easeOut = Animation()
    /// At a constant speed.
    public static let linear = Animation()
    /// A spring.
    public static let spring = Animation()
    /// A spring that settles smoothly.
    public static let smooth = Animation()
    /// A spring that bounces.
    public static let bouncy = Animation()

    /// Ease in and out over a duration.
    /// - Parameter duration: The duration in seconds.
    /// - Returns: The animation.
    public static func easeInOut(duration: Double) -> Animation { Animation() }

    /// Ease in over a duration.
    /// - Parameter duration: The duration in seconds.
    /// - Returns: The animation.
    public static func easeIn(duration: Double) -> Animation { Animation() }

    /// Ease out over a duration.
    /// - Parameter duration: The duration in seconds.
    /// - Returns: The animation.
    public static func easeOut(duration: Double) -> Animation { Animation() }

    /// At a constant speed over a duration.
    /// - Parameter duration: The duration in seconds.
    /// - Returns: The animation.
    public static func linear(duration: Double) -> Animation { Animation() }

    /// A spring.
    /// - Parameters:
    ///   - response: How quickly it moves, in seconds.
    ///   - dampingFraction: How quickly it settles.
    ///   - blendDuration: How long it blends with the one before, in seconds.
    /// - Returns: The animation.
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    )
        -> Animation
    {
        Animation()
    }

    /// This animation after a delay.
    /// - Parameter delay: The delay in seconds.
    /// - Returns: The animation.
    public func delay(_ delay: Double) -> Animation { self }

    /// This animation at another speed.
    /// - Parameter speed: The speed.
    /// - Returns: The animation.
    public func speed(_ speed: Double) -> Animation { self }

    /// This animation repeated for ever.
    /// - Parameter autoreverses: Whether it goes back and forth.
    /// - Returns: The animation.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs a change at once: a terminal does not animate it.
/// - Parameters:
///   - animation: The animation, ignored.
///   - body: The change.
/// - Returns: What the change returns.
/// - Throws: What the change throws.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows
    -> Result
{
    try body()
}
