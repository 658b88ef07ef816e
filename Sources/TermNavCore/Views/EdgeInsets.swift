/// Lengths inside each edge of a rectangle, in points, as SwiftUI's `EdgeInsets`: for
/// `.padding(_:)`.
public struct EdgeInsets: Hashable, Sendable {
    /// Points inside the top edge.
    public var top: Double
    /// Points inside the left edge.
    public var leading: Double
    /// Points inside the bottom edge.
    public var bottom: Double
    /// Points inside the right edge.
    public var trailing: Double

    /// Creates insets.
    /// - Parameters:
    ///   - top: Points inside the top edge.
    ///   - leading: Points inside the left edge.
    ///   - bottom: Points inside the bottom edge.
    ///   - trailing: Points inside the right edge.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
