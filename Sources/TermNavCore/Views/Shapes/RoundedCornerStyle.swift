/// How rounded corners are drawn, as SwiftUI's `RoundedCornerStyle`. A corner glyph is the same
/// for both.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Continuous curves.
    case continuous
}
