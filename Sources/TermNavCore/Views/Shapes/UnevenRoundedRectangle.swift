/// A rectangle whose corners each have a radius of their own: stroked, a box with `╭╮╰╯` at its
/// rounded corners and `┌┐└┘` at its square ones.
nonisolated public struct UnevenRoundedRectangle: InsettableShape, View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The corners' radii in points.
    public var cornerRadii: RectangleCornerRadii
    /// How the corners are rounded.
    public var style: RoundedCornerStyle

    /// Creates the shape.
    /// - Parameters:
    ///   - cornerRadii: The corners' radii in points.
    ///   - style: How the corners are rounded.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .circular) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Creates the shape from each corner's radius; a corner left out is square.
    /// - Parameters:
    ///   - topLeadingRadius: The top leading corner's radius in points.
    ///   - bottomLeadingRadius: The bottom leading corner's radius.
    ///   - bottomTrailingRadius: The bottom trailing corner's radius.
    ///   - topTrailingRadius: The top trailing corner's radius.
    ///   - style: How the corners are rounded.
    public init(
        topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0,
        topTrailingRadius: Double = 0, style: RoundedCornerStyle = .circular
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }
}

extension UnevenRoundedRectangle: OutlinedShape {
    var outline: ShapeOutline { .rounded(cornerRadii) }
}
