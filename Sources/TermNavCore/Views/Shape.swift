/// A shape, for `.contentShape(_:)`.
public protocol Shape {}

/// A rectangle: the whole of a view's frame.
public struct Rectangle: Shape {
    /// Creates a rectangle.
    public init() {}
}
