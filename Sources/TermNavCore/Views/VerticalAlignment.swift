/// How children line up across a horizontal stack. Rows are one line high, so this only
/// exists for source compatibility.
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
