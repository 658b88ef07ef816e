/// A view clipped to a shape in its frame (`.clipShape(_:)`), or the colours behind it drawn in
/// a shape (`.background(.blue, in: Capsule())`), which clips them and never the view's text.
struct ShapeClip: Hashable, Sendable {
    /// The shape.
    var outline: ShapeOutline
    /// Whether the view's text stays wherever it stands: the shape is behind the view, and clips
    /// only the background.
    var keepsText = false
}
