/// How a screen's title is shown, as SwiftUI's `ToolbarTitleDisplayMode`.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    /// The navigation bar's mode it stands for.
    let barMode: NavigationBarItem.TitleDisplayMode

    /// Large at the root, inline on the screens pushed above it.
    public static let automatic = ToolbarTitleDisplayMode(barMode: .automatic)
    /// Bold on a line of its own under the bar.
    public static let large = ToolbarTitleDisplayMode(barMode: .large)
    /// Bold in the middle of the bar's line.
    public static let inline = ToolbarTitleDisplayMode(barMode: .inline)
    /// Large, on the bar's line (a Mac and an iPad in a window): in a terminal, inline.
    public static let inlineLarge = ToolbarTitleDisplayMode(barMode: .inline)
}

extension View {
    /// Sets how the title of the screen this view is on is shown, as
    /// `.navigationBarTitleDisplayMode(_:)` does.
    /// - Parameter mode: `.large`, `.inline`, `.inlineLarge` (inline) or `.automatic`.
    /// - Returns: The view.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.barMode)
    }

    /// Sets the colour scheme of bars, as SwiftUI's `toolbarColorScheme(_:for:)`: a terminal's bars
    /// are drawn in the terminal's own colours, so this compiles and changes nothing.
    /// - Parameters:
    ///   - colorScheme: The bars' scheme, or `nil` for the screen's.
    ///   - bars: The bars.
    /// - Returns: The view, unchanged.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        self
    }
}
