/// A point in a view's frame, from its top left (0, 0) to its bottom right (1, 1), as SwiftUI's
/// `UnitPoint`: the anchor of effects a terminal ignores.
public struct UnitPoint: Hashable, Sendable {
    /// The point across, from 0 (left) to 1 (right).
    public var x: Double
    /// The point down, from 0 (top) to 1 (bottom).
    public var y: Double

    /// Creates a point.
    /// - Parameters:
    ///   - x: The point across.
    ///   - y: The point down.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The centre.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the left edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the right edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top left corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top right corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom left corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom right corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
