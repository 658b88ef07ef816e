/// The root of a navigation stack, as SwiftUI's `NavigationStack`: its content is the first
/// screen, and links inside push more screens on top. Only the top screen is drawn.
public struct NavigationStack<Root: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let root: Root

    /// Creates a navigation stack.
    /// - Parameter root: The root screen.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }
}
