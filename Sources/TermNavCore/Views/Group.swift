/// Children with no layout of their own, as SwiftUI's `Group`: modifiers apply to each.
nonisolated public struct Group<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let content: Content

    /// Creates a group.
    /// - Parameter content: The children.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}
