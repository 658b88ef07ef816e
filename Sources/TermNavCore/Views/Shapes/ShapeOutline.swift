/// What a shape is in cells: the corners its box is drawn with when stroked, and the cells it
/// covers when filled. Lengths are SwiftUI's points.
enum ShapeOutline: Hashable, Sendable {
    /// Square corners: `Rectangle`, `ContainerRelativeShape`, a shape TermNav does not know.
    case rectangle
    /// Corners each of its own radius: `RoundedRectangle`, `UnevenRoundedRectangle`.
    case rounded(RectangleCornerRadii)
    /// Ends rounded by half the shorter side.
    case capsule
    /// The ellipse that fills the frame.
    case ellipse
    /// The largest circle the frame holds, in its middle.
    case circle

    /// Whether each corner of the shape's box is rounded, top leading first, clockwise.
    var roundedCorners: (topLeading: Bool, topTrailing: Bool, bottomTrailing: Bool, bottomLeading: Bool) {
        switch self {
        case .rectangle:
            return (false, false, false, false)
        case .rounded(let radii):
            return (
                radii.topLeading > 0, radii.topTrailing > 0, radii.bottomTrailing > 0, radii.bottomLeading > 0
            )
        case .capsule, .ellipse, .circle:
            return (true, true, true, true)
        }
    }

    /// Whether the shape is round all about (a circle, an ellipse, a capsule): a cell or two of
    /// it is drawn as a dot.
    var isRound: Bool {
        switch self {
        case .rectangle, .rounded: return false
        case .capsule, .ellipse, .circle: return true
        }
    }
}

/// A shape built into TermNav, which knows its outline.
protocol OutlinedShape {
    /// The shape's outline in cells.
    var outline: ShapeOutline { get }
}

extension Shape {
    /// The outline TermNav draws the shape with: its own, or a rectangle for a shape TermNav
    /// does not know (it draws the cells of its frame).
    var cellOutline: ShapeOutline {
        (self as? any OutlinedShape)?.outline ?? .rectangle
    }
}
