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
