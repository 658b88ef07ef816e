/// Which columns of a split view a wide screen shows, as SwiftUI's
/// `NavigationSplitViewVisibility`. A terminal shows one column at a time, so it is accepted and
/// not used.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    private let name: String

    /// The platform decides.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The content and detail columns.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a split view, as SwiftUI's `NavigationSplitViewColumn`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    private let name: String

    /// The sidebar: the root screen in a terminal.
    public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
    /// The content column of a three-column view.
    public static let content = NavigationSplitViewColumn(name: "content")
    /// The detail column.
    public static let detail = NavigationSplitViewColumn(name: "detail")
}

/// How a split view arranges its columns on a wide screen, as SwiftUI's
/// `NavigationSplitViewStyle`. A terminal shows one column at a time, whatever the style.
public protocol NavigationSplitViewStyle {}

/// The platform's default arrangement.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the style.
    public init() {}
}

/// The detail column shrinks to make room for the others.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the style.
    public init() {}
}

/// The detail column keeps its size; the others cover it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The default style: `.navigationSplitViewStyle(.automatic)`.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// The balanced style: `.navigationSplitViewStyle(.balanced)`.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The prominent-detail style: `.navigationSplitViewStyle(.prominentDetail)`.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}

extension View {
    /// Sets how split views inside this view arrange their columns. A terminal shows one column
    /// at a time, so every style is the same; the modifier exists so SwiftUI code compiles.
    /// - Parameter style: The style.
    /// - Returns: This view.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> Self {
        self
    }

    /// Sets the width of the split-view column this view is in. A column takes the whole
    /// terminal, so the width is not used.
    /// - Parameter width: The width, in points.
    /// - Returns: This view.
    public func navigationSplitViewColumnWidth(_ width: Double) -> Self {
        self
    }

    /// Sets the widths a split-view column may take. A column takes the whole terminal, so the
    /// widths are not used.
    /// - Parameters:
    ///   - min: The narrowest, in points.
    ///   - ideal: The width it takes when it can.
    ///   - max: The widest, in points.
    /// - Returns: This view.
    public func navigationSplitViewColumnWidth(min: Double? = nil, ideal: Double, max: Double? = nil) -> Self
    {
        self
    }
}
