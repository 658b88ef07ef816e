/// A rectangle: stroked, a box of `┌─┐│└┘` around the cells of its frame; filled, those cells.
nonisolated public struct Rectangle: InsettableShape, View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// Creates the shape.
    public init() {}
}

extension Rectangle: OutlinedShape {
    var outline: ShapeOutline { .rectangle }
}
