/// Children side by side, built as they are shown, as SwiftUI's `LazyHStack`: in a terminal, an
/// ``HStack``.
nonisolated public struct LazyHStack<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let stack: HStack<Content>

    /// Creates a lazy horizontal stack.
    /// - Parameters:
    ///   - alignment: Where children shorter than the tallest sit; centred by default.
    ///   - spacing: The space between children in points: a column per 8 points, at least one
    ///     for any space at all; one column by default.
    ///   - content: The children.
    public init(
        alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content
    ) {
        stack = HStack(alignment: alignment, spacing: spacing, content: content)
    }
}
