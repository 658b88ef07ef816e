/// Children side by side, as SwiftUI's `HStack`.
nonisolated public struct HStack<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// Where children shorter than the tallest sit: top, centre or bottom.
    let alignment: VerticalAlignment
    /// Blank columns between children.
    let spacing: Int
    let content: Content

    /// Creates a horizontal stack.
    /// - Parameters:
    ///   - alignment: Where children shorter than the tallest sit; centred by default.
    ///   - spacing: The space between children in points: a column per 8 points, at least one
    ///     for any space at all; one column by default.
    ///   - content: The children.
    public init(
        alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing.map(PointScale.columns) ?? 1
        self.content = content()
    }
}
