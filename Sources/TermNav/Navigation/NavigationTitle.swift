/// Namespace for navigation-bar settings, as in SwiftUI.
public enum NavigationBarItem {
    /// How a screen's title is shown.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Large at the root screen, inline on pushed screens.
        case automatic
        /// A large, bold title on a line of its own above the content.
        case large
        /// A small title in the navigation bar, centred beside the back indicator.
        case inline
    }
}

extension View {
    /// Sets the title of the screen this view is on.
    /// - Parameter title: The title.
    /// - Returns: The view.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedView<Self> {
        setTitle(String(title), mode: nil)
    }

    /// Sets the title of the screen this view is on.
    /// - Parameter title: The title.
    /// - Returns: The view.
    public func navigationTitle(_ title: Text) -> ModifiedView<Self> {
        setTitle(title.content, mode: nil)
    }

    /// Sets the title of the screen this view is on, and how it is shown.
    /// - Parameters:
    ///   - title: The title.
    ///   - displayMode: Large or inline; automatic by default.
    /// - Returns: The view.
    public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    ) -> ModifiedView<Self> {
        setTitle(String(title), mode: displayMode)
    }

    /// Sets the title of the screen this view is on, and how it is shown.
    /// - Parameters:
    ///   - title: The title.
    ///   - displayMode: Large or inline; automatic by default.
    /// - Returns: The view.
    public func navigationBarTitle(
        _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    ) -> ModifiedView<Self> {
        setTitle(title.content, mode: displayMode)
    }

    /// Sets how the title of the screen this view is on is shown.
    /// - Parameter displayMode: Large, inline, or automatic.
    /// - Returns: The view.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
        -> ModifiedView<
            Self
        >
    {
        modified { node, context in
            if context.preferences.titleDisplayMode == .automatic {
                context.preferences.titleDisplayMode = displayMode
            }
            return node
        }
    }

    /// Sets the title after the content resolved, so the innermost title wins, as in SwiftUI.
    private func setTitle(_ title: String, mode: NavigationBarItem.TitleDisplayMode?) -> ModifiedView<Self> {
        modified { node, context in
            if context.preferences.title == nil {
                context.preferences.title = title
            }
            if let mode, context.preferences.titleDisplayMode == .automatic {
                context.preferences.titleDisplayMode = mode
            }
            return node
        }
    }
}
