/// A rectangle: the cells of its frame.
nonisolated public struct Rectangle: Shape, View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// Creates the shape.
    public init() {}
}
