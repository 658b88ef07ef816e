/// A bar a screen can hide or show, as SwiftUI's `ToolbarPlacement`: the navigation bar, a tab
/// view's tab bar, the bottom toolbar.
///
/// ```swift
/// MessageView(message)
///     .toolbar(.hidden, for: .tabBar)
/// ```
public struct ToolbarPlacement: Hashable, Sendable {
    /// Which bar.
    enum Bar: Hashable, Sendable {
        case automatic, navigationBar, tabBar, bottomBar, windowToolbar
    }

    /// Which bar it is.
    let bar: Bar

    /// The bar the platform means: the navigation bar.
    public static let automatic = ToolbarPlacement(bar: .automatic)
    /// The navigation bar: the back label (or breadcrumb), the title and the top toolbar items.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The tab bar of the tab view the screen is in.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    /// The bottom toolbar: the items placed `.bottomBar` or `.status`, on the line above the help
    /// line.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    /// A window's toolbar: a terminal app has one window, whose bar is the navigation bar.
    public static let windowToolbar = ToolbarPlacement(bar: .windowToolbar)
}
