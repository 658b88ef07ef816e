extension View {
    /// Sets the title of the screen this view is on. When several views on a screen set one,
    /// the innermost wins, as in SwiftUI.
    /// - Parameter title: The title.
    /// - Returns: The view.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        builtIn(.navigationTitle(String(title), displayMode: nil))
    }

    /// Sets the title of the screen this view is on.
    /// - Parameter title: The title.
    /// - Returns: The view.
    public func navigationTitle(_ title: Text) -> some View {
        builtIn(.navigationTitle(title.content, displayMode: nil))
    }

    /// Sets the title of the screen this view is on, and how it is shown.
    /// - Parameters:
    ///   - title: The title.
    ///   - displayMode: Large or inline; automatic by default.
    /// - Returns: The view.
    public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    ) -> some View {
        builtIn(.navigationTitle(String(title), displayMode: displayMode))
    }

    /// Sets the title of the screen this view is on, and how it is shown.
    /// - Parameters:
    ///   - title: The title.
    ///   - displayMode: Large or inline; automatic by default.
    /// - Returns: The view.
    public func navigationBarTitle(
        _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    ) -> some View {
        builtIn(.navigationTitle(title.content, displayMode: displayMode))
    }

    /// Sets how the title of the screen this view is on is shown.
    /// - Parameter displayMode: Large, inline, or automatic.
    /// - Returns: The view.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View
    {
        builtIn(.titleDisplayMode(displayMode))
    }
}
