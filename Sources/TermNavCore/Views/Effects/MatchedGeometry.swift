/// Which of a view's geometry `matchedGeometryEffect(id:in:properties:anchor:isSource:)` matches,
/// as SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// The option's bits.
    public let rawValue: UInt32

    /// Creates options from their bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The view's position.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// The view's position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Moves the view between the places of the views sharing its identity in a namespace, as
    /// SwiftUI's does while an animation runs: a terminal draws the end of a change at once, so
    /// the view is drawn where its layout puts it.
    /// - Parameters:
    ///   - id: The identity the views share.
    ///   - namespace: The namespace, from `@Namespace`.
    ///   - properties: What of the geometry is matched.
    ///   - anchor: The point of the view that is matched.
    ///   - isSource: Whether this view gives the geometry.
    /// - Returns: This view.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> Self {
        self
    }
}
