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
