/// Children one below the other, built as they are shown, as SwiftUI's `LazyVStack`: in a
/// terminal, a ``VStack``.
nonisolated public struct LazyVStack<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let stack: VStack<Content>

    /// Creates a lazy vertical stack.
    /// - Parameters:
    ///   - alignment: How children line up; centred by default.
    ///   - spacing: The space between children in points: a blank line per 16 points, rounded
    ///     down; none by default.
    ///   - content: The children.
    public init(
        alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content
    ) {
        stack = VStack(alignment: alignment, spacing: spacing, content: content)
    }
}
