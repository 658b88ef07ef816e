/// The context of a state change, as SwiftUI's `Transaction`: its animation, which a terminal
/// draws at once.
public struct Transaction {
    /// The animation, ignored: a frame is drawn at once.
    public var animation: Animation?
    /// Whether animations are turned off.
    public var disablesAnimations = false

    /// Creates a transaction without an animation.
    public init() {}

    /// Creates a transaction with an animation.
    /// - Parameter animation: The animation, ignored.
    public init(animation: Animation?) {
        self.animation = animation
    }
}
