/// A circle: stroked, a box with rounded corners around the cells of its frame; filled, the
/// largest circle the frame holds, its edges in half blocks, or a dot `●` in a cell or two.
nonisolated public struct Circle: InsettableShape, View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// Creates the shape.
    public init() {}
}

extension Circle: OutlinedShape {
    var outline: ShapeOutline { .circle }
}
