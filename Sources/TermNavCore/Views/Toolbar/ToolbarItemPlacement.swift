/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`. Every SwiftUI placement name
/// is accepted; in a terminal each is one of four places: the navigation bar's leading side
/// (after the back label), its trailing side (at the right), the principal place (instead of the
/// title), or the bottom bar (the line above the key help).
public struct ToolbarItemPlacement: Hashable, Sendable {
    /// The place in a terminal.
    enum Region: Hashable, Sendable {
        /// After the back label, on the navigation bar's line.
        case leading
        /// In place of the title.
        case principal
        /// At the right of the navigation bar's line.
        case trailing
        /// On the line above the key help.
        case bottom
        /// The title's menu (``ToolbarTitleMenu``): the title opens it.
        case titleMenu
        /// Nowhere: a terminal has no keyboard bar.
        case hidden
    }

    let region: Region

    /// Where the platform puts items by default: the trailing side.
    public static let automatic = ToolbarItemPlacement(region: .trailing)
    /// In place of the title.
    public static let principal = ToolbarItemPlacement(region: .principal)
    /// Navigation controls: the leading side.
    public static let navigation = ToolbarItemPlacement(region: .leading)
    /// The screen's main action: the trailing side.
    public static let primaryAction = ToolbarItemPlacement(region: .trailing)
    /// Secondary actions: the trailing side.
    public static let secondaryAction = ToolbarItemPlacement(region: .trailing)
    /// Status: the bottom bar.
    public static let status = ToolbarItemPlacement(region: .bottom)
    /// Confirming a change: the trailing side.
    public static let confirmationAction = ToolbarItemPlacement(region: .trailing)
    /// Cancelling a change: the leading side.
    public static let cancellationAction = ToolbarItemPlacement(region: .leading)
    /// A destructive action: the trailing side.
    public static let destructiveAction = ToolbarItemPlacement(region: .trailing)
    /// Above the on-screen keyboard: nowhere in a terminal.
    public static let keyboard = ToolbarItemPlacement(region: .hidden)
    /// The navigation bar's leading side.
    public static let navigationBarLeading = ToolbarItemPlacement(region: .leading)
    /// The navigation bar's trailing side.
    public static let navigationBarTrailing = ToolbarItemPlacement(region: .trailing)
    /// The top bar's leading side.
    public static let topBarLeading = ToolbarItemPlacement(region: .leading)
    /// The top bar's trailing side.
    public static let topBarTrailing = ToolbarItemPlacement(region: .trailing)
    /// The bottom bar.
    public static let bottomBar = ToolbarItemPlacement(region: .bottom)
    /// The ornament below a window: the bottom bar.
    public static let bottomOrnament = ToolbarItemPlacement(region: .bottom)
}
