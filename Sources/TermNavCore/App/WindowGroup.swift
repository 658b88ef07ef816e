/// The scene that shows a root view full-screen, as SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let content: Content

    /// Creates the scene.
    /// - Parameter content: The root view.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates the scene; terminals have no window titles, so the title is not shown.
    /// - Parameters:
    ///   - title: The window title.
    ///   - content: The root view.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var rootView: any View { content }
}
