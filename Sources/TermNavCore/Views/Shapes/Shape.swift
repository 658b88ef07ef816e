import Foundation

/// A shape, as SwiftUI's `Shape`: `Rectangle`, `RoundedRectangle`, `UnevenRoundedRectangle`,
/// `Circle`, `Ellipse`, `Capsule`, `ContainerRelativeShape` and `AnyShape`.
///
/// A terminal draws a shape in the cells of its frame:
///
/// - stroked (`.stroke(_:lineWidth:)`, `.strokeBorder(_:lineWidth:)`), a box of box-drawing
///   characters around those cells: `┌─┐│└┘` for a rectangle, `╭╮╰╯` at rounded corners (a
///   rounded rectangle, a capsule, a circle, an ellipse), heavy `┏━┓` from a line width of 3
///   points, dashed `┄┆` for a dash, `+-|` where the terminal is not UTF-8. A frame of one column
///   is a vertical rule, of one line a horizontal rule, of one cell a ring `○` or square `□`;
/// - filled (`.fill(_:)`, `.foregroundStyle(_:)`, or alone), the cells take its colour as their
///   background; a round shape's edges are half blocks `▀▄`, one of a cell or two (a status dot,
///   `Circle().fill(.green).frame(width: 12, height: 12)`) is a dot `●`, and a frame less than a
///   line high (`Rectangle().frame(height: 1)`) is a rule `─`.
///
/// A view clipped to a shape (`.clipShape(_:)`, `.cornerRadius(_:)`, `.mask { shape }`) keeps the
/// cells the shape filled in its frame would cover.
///
/// As an overlay or background of a view (`.overlay(RoundedRectangle(cornerRadius: 8)
/// .stroke(.gray))`), a stroked shape is the view's border: the box is drawn on the view's
/// padding where it has some, and in cells of its own where not, so it never covers the text.
public protocol Shape {}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners.
    /// - Parameters:
    ///   - cornerRadius: The corners' radius in points.
    ///   - style: How the corners are rounded.
    /// - Returns: The shape.
    public static func rect(cornerRadius: Double, style: RoundedCornerStyle = .circular) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with rounded corners of a size.
    /// - Parameters:
    ///   - cornerSize: The corners' size in points.
    ///   - style: How the corners are rounded.
    /// - Returns: The shape.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .circular) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle whose corners each have a radius of their own.
    /// - Parameters:
    ///   - topLeadingRadius: The top leading corner's radius in points.
    ///   - bottomLeadingRadius: The bottom leading corner's radius.
    ///   - bottomTrailingRadius: The bottom trailing corner's radius.
    ///   - topTrailingRadius: The top trailing corner's radius.
    ///   - style: How the corners are rounded.
    /// - Returns: The shape.
    public static func rect(
        topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0,
        topTrailingRadius: Double = 0, style: RoundedCornerStyle = .circular
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }

    /// A rectangle whose corners have the radii given.
    /// - Parameters:
    ///   - cornerRadii: The corners' radii in points.
    ///   - style: How the corners are rounded.
    /// - Returns: The shape.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .circular)
        -> UnevenRoundedRectangle
    {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }

    /// A capsule whose ends are rounded in a style.
    /// - Parameter style: How the ends are rounded.
    /// - Returns: The shape.
    public static func capsule(style: RoundedCornerStyle) -> Capsule {
        Capsule(style: style)
    }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
    /// The shape of the container the view is in: a rectangle in a terminal.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
