/// The shape of the container the view is in, as SwiftUI's `ContainerRelativeShape`: a terminal's
/// containers are rectangles, so it is drawn as a ``Rectangle``.
nonisolated public struct ContainerRelativeShape: InsettableShape, View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// Creates the shape.
    public init() {}
}

extension ContainerRelativeShape: OutlinedShape {
    var outline: ShapeOutline { .rectangle }
}
