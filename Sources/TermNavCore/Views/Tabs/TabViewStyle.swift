/// How a ``TabView`` shows its tabs, as SwiftUI's `TabViewStyle`: ``PageTabViewStyle`` one page
/// at a time, every other style the tab bar.
public protocol TabViewStyle: Sendable {}

/// What a tab view style draws: a tab bar, or one page at a time with a line of dots.
struct TabViewStyleKind: Hashable, Sendable {
    /// Whether one page shows at a time, ← and → turning them.
    let isPaged: Bool
    /// Whether the page's dots show.
    let showsIndex: Bool

    /// What a style draws.
    /// - Parameter style: The style.
    init(_ style: some TabViewStyle) {
        if let page = style as? PageTabViewStyle {
            self.init(isPaged: true, showsIndex: page.indexDisplayMode != .never)
        } else {
            self.init(isPaged: false, showsIndex: false)
        }
    }

    init(isPaged: Bool, showsIndex: Bool) {
        self.isPaged = isPaged
        self.showsIndex = showsIndex
    }
}

/// The tab bar: SwiftUI's default style.
public struct DefaultTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}
}

/// The tab bar, as `.tabBarOnly` and `.sidebarAdaptable` are on an iPhone: a terminal has no
/// sidebar beside the content.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}
}

/// The tab bar, as `.sidebarAdaptable` is on an iPhone: a terminal has no sidebar beside the
/// content.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}
}

/// One page at a time, ← and → turning them, with a line of dots (`● ○ ○`) for the pages.
public struct PageTabViewStyle: TabViewStyle {
    /// When the dots show.
    public enum IndexDisplayMode: Sendable {
        /// Whenever there is more than one page.
        case automatic
        /// Always.
        case always
        /// Never.
        case never
    }

    let indexDisplayMode: IndexDisplayMode

    /// Creates the style.
    /// - Parameter indexDisplayMode: When the dots show.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// The tab bar.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// The tab bar: a terminal shows no sidebar beside the content.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// One page at a time, with its dots.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// One page at a time.
    /// - Parameter indexDisplayMode: When the dots show.
    /// - Returns: The style.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

private struct TabViewStyleKindKey: EnvironmentKey {
    static let defaultValue = TabViewStyleKind(isPaged: false, showsIndex: false)
}

extension EnvironmentValues {
    /// How the tab views below show their tabs.
    var tabViewStyleKind: TabViewStyleKind {
        get { self[TabViewStyleKindKey.self] }
        set { self[TabViewStyleKindKey.self] = newValue }
    }
}
