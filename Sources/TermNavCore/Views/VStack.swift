/// Children one below the other, as SwiftUI's `VStack`.
nonisolated public struct VStack<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let alignment: HorizontalAlignment
    /// Blank lines between children.
    let spacing: Int
    let content: Content

    /// Creates a vertical stack.
    /// - Parameters:
    ///   - alignment: How children line up; centred by default, as in SwiftUI.
    ///   - spacing: The space between children in points: a blank line per 16 points, rounded
    ///     down; none by default.
    ///   - content: The children.
    public init(
        alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = PointScale.lines(spacing ?? 0)
        self.content = content()
    }
}
