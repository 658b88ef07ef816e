/// A rectangle with rounded corners: in a terminal, the cells of its frame, corners square.
nonisolated public struct RoundedRectangle: Shape, View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// Creates the shape.
    /// - Parameters:
    ///   - cornerRadius: The corners' radius in points, ignored.
    ///   - style: How the corners are rounded, ignored.
    public init(cornerRadius: Double, style: RoundedCornerStyle = .circular) {}
}

/// How rounded corners are drawn, as SwiftUI's `RoundedCornerStyle`; ignored in a terminal.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Continuous curves.
    case continuous
}
