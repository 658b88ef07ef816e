/// A shape, as SwiftUI's `Shape`: a view that fills its frame, for `.fill(_:)`, backgrounds,
/// `.clipShape(_:)` and `.contentShape(_:)`.
///
/// A terminal draws a shape as the cells of its frame: `Rectangle().fill(Color.blue)
/// .frame(height: 32)` is two lines of blue; one less than a line high is a rule of `─` in its
/// colour. Corners, curves and outlines have no cells of their own, so a circle fills its frame
/// as a rectangle does and a stroked shape draws nothing.
public protocol Shape {}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners.
    /// - Parameter cornerRadius: The corners' radius in points, ignored.
    /// - Returns: The shape.
    public static func rect(cornerRadius: Double) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius)
    }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}
