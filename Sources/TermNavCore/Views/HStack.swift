/// Children side by side, as SwiftUI's `HStack`.
public struct HStack<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let spacing: Int
    let content: Content

    /// Creates a horizontal stack.
    /// - Parameters:
    ///   - alignment: Accepted for source compatibility; rows are one line high.
    ///   - spacing: Columns between children; one by default.
    ///   - content: The children.
    public init(
        alignment: VerticalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content
    ) {
        self.spacing = max(0, spacing ?? 1)
        self.content = content()
    }
}
