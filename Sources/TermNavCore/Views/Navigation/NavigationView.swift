/// The root of a navigation stack, as SwiftUI's `NavigationView`: its content is the first
/// screen, and links inside push more screens on top. Only the top screen is drawn.
nonisolated public struct NavigationView<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let content: Content

    /// Creates a navigation view.
    /// - Parameter content: The root screen.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}
