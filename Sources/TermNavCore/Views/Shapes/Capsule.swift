/// A capsule: stroked, a box with rounded corners around the cells of its frame; filled, a bar
/// with rounded ends (on one line, `▐███▌`).
nonisolated public struct Capsule: InsettableShape, View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// How the ends are rounded.
    public var style: RoundedCornerStyle

    /// Creates the shape.
    /// - Parameter style: How the ends are rounded.
    public init(style: RoundedCornerStyle = .circular) {
        self.style = style
    }
}

extension Capsule: OutlinedShape {
    var outline: ShapeOutline { .capsule }
}
