/// A shape of any type, as SwiftUI's `AnyShape`: drawn as the shape it wraps.
nonisolated public struct AnyShape: Shape, View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The wrapped shape's outline.
    let outline: ShapeOutline

    /// Wraps a shape.
    /// - Parameter shape: The shape.
    public init<S: Shape>(_ shape: S) {
        outline = shape.cellOutline
    }
}

extension AnyShape: OutlinedShape {}
