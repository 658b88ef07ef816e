/// How a shape is painted: filled, or outlined.
enum ShapePaint: Hashable, Sendable {
    /// Filled with a colour; `nil` for the colour of the text around it.
    case fill(Color?)
    /// Outlined with a colour (`nil`: the colour of the text around it) in a style.
    case stroke(Color?, StrokeStyle)
}

/// A shape with its paint: what `.fill(_:)`, `.stroke(_:lineWidth:)` and `.strokeBorder(_:)` make,
/// and the box a `.border(_:width:)` draws.
nonisolated struct PaintedShape: View, Hashable {
    /// Built into TermNav: no body.
    typealias Body = Never

    /// The shape.
    var outline: ShapeOutline
    /// How it is painted.
    var paint: ShapePaint
    /// The gradient a filled shape is filled with in place of a colour, if any.
    var gradient: GradientPaint? = nil

    /// A shape as SwiftUI draws it alone: filled with the colour of the text around it.
    init(filling outline: ShapeOutline) {
        self.outline = outline
        paint = .fill(nil)
    }

    /// A shape with its paint.
    init(outline: ShapeOutline, paint: ShapePaint, gradient: GradientPaint? = nil) {
        self.outline = outline
        self.paint = paint
        self.gradient = gradient
    }
}
