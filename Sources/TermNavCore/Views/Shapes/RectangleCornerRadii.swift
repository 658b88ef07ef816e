/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii`, in points.
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The top leading corner's radius.
    public var topLeading: Double
    /// The bottom leading corner's radius.
    public var bottomLeading: Double
    /// The bottom trailing corner's radius.
    public var bottomTrailing: Double
    /// The top trailing corner's radius.
    public var topTrailing: Double

    /// Creates the radii; a corner left out is square.
    /// - Parameters:
    ///   - topLeading: The top leading corner's radius.
    ///   - bottomLeading: The bottom leading corner's radius.
    ///   - bottomTrailing: The bottom trailing corner's radius.
    ///   - topTrailing: The top trailing corner's radius.
    public init(
        topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0, topTrailing: Double = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// Every corner of the same radius.
    init(all radius: Double) {
        self.init(topLeading: radius, bottomLeading: radius, bottomTrailing: radius, topTrailing: radius)
    }
}
