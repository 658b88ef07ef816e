/// An ellipse: in a terminal, the cells of its frame, as a rectangle.
nonisolated public struct Ellipse: Shape, View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// Creates the shape.
    public init() {}
}
