import Foundation

/// A rectangle with rounded corners: stroked, a box with the rounded corners `╭╮╰╯`; filled, the
/// cells of its frame, its corner cells cut by its radius.
nonisolated public struct RoundedRectangle: InsettableShape, View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The corners' radius across, in points.
    public var cornerSize: CGSize
    /// How the corners are rounded.
    public var style: RoundedCornerStyle

    /// Creates the shape.
    /// - Parameters:
    ///   - cornerRadius: The corners' radius in points.
    ///   - style: How the corners are rounded.
    public init(cornerRadius: Double, style: RoundedCornerStyle = .circular) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates the shape with corners of a width and height.
    /// - Parameters:
    ///   - cornerSize: The corners' size in points; the smaller side is the radius drawn.
    ///   - style: How the corners are rounded.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
        self.cornerSize = cornerSize
        self.style = style
    }
}

extension RoundedRectangle: OutlinedShape {
    var outline: ShapeOutline {
        .rounded(RectangleCornerRadii(all: Double(min(cornerSize.width, cornerSize.height))))
    }
}
