/// How the lines of a multiline text line up with each other, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Against the left edge.
    case leading
    /// Centred.
    case center
    /// Against the right edge.
    case trailing
}
