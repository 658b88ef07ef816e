/// A thin line that separates content, as SwiftUI's `Divider`: a line of `─` (`-` in ASCII)
/// across the width in a vertical stack or on its own, a `│` (`|`) in a horizontal stack. It is
/// drawn dim, as SwiftUI draws its dividers light.
nonisolated public struct Divider: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// Creates a divider.
    public init() {}
}
