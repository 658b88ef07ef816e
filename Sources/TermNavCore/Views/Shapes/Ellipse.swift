/// An ellipse: stroked, a box with rounded corners around the cells of its frame; filled, the
/// ellipse the frame holds, its edges in half blocks, or a dot `●` in a cell or two.
nonisolated public struct Ellipse: InsettableShape, View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// Creates the shape.
    public init() {}
}

extension Ellipse: OutlinedShape {
    var outline: ShapeOutline { .ellipse }
}
