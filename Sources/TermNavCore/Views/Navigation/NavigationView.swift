/// The root of a navigation stack, as SwiftUI's `NavigationView`: its content is the first
/// screen, and links inside push more screens on top. Only the top screen is drawn.
public struct NavigationView<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let content: Content

    /// Creates a navigation view.
    /// - Parameter content: The root screen.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

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

/// How a navigation view presents its screens.
public protocol NavigationViewStyle {}

/// One screen at a time, each pushed over the last: the only style a terminal has.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// Creates the stack style.
    public init() {}
}

/// The default navigation style: a stack, in a terminal.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// Creates the default style.
    public init() {}
}

extension View {
    /// Sets how a navigation view presents its screens. A terminal shows one screen at a time,
    /// so every style is the stack style.
    /// - Parameter style: The style.
    /// - Returns: This view.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> Self {
        self
    }
}
