/// Children one below the other, as SwiftUI's `VStack`.
public struct VStack<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let alignment: HorizontalAlignment
    let spacing: Int
    let content: Content

    /// Creates a vertical stack.
    /// - Parameters:
    ///   - alignment: How children line up; centred by default, as in SwiftUI.
    ///   - spacing: Blank lines between children; none by default.
    ///   - content: The children.
    public init(
        alignment: HorizontalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = max(0, spacing ?? 0)
        self.content = content()
    }
}
