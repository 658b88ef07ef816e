/// How children line up across a horizontal stack: where a child shorter than the tallest sits.
/// A line is the smallest height, so the first text baseline is the top.
public enum VerticalAlignment: Hashable, Sendable {
    /// Against the top.
    case top
    /// Centred.
    case center
    /// Against the bottom.
    case bottom
    /// On the first line's baseline.
    case firstTextBaseline
}
