/// How children line up across a vertical stack.
public enum HorizontalAlignment: Hashable, Sendable {
    /// Against the left edge.
    case leading
    /// Centred.
    case center
    /// Against the right edge.
    case trailing
}
