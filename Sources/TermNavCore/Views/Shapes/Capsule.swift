/// A capsule: in a terminal, the cells of its frame, as a rectangle.
nonisolated public struct Capsule: Shape, View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// Creates the shape.
    public init() {}
}
