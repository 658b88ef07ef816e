/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`. A terminal has one place for
/// it, the line under the title: every placement is accepted and draws it there.
public struct SearchFieldPlacement: Hashable, Sendable {
    /// How a search field in the navigation bar's drawer shows, as SwiftUI's
    /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode`.
    public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
        /// The mode's name.
        private let name: String

        /// As the platform decides.
        public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
        /// Always shown.
        public static let always = NavigationBarDrawerDisplayMode(name: "always")
    }

    /// The placement's name.
    private let name: String

    /// As the platform decides.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// In the navigation bar's drawer.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// In the navigation bar's drawer, shown as the mode says.
    /// - Parameter displayMode: When the field shows.
    /// - Returns: The placement.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
        -> SearchFieldPlacement
    {
        .navigationBarDrawer
    }
}
