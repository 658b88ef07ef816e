/// How a ``TabView`` shows its tabs, as SwiftUI's `TabViewStyle`.
public protocol TabViewStyle: Sendable {
    /// What the style draws.
    var kind: TabViewStyleKind { get }
}

/// What a tab view style draws: a tab bar, or one page at a time with a line of dots.
public struct TabViewStyleKind: Hashable, Sendable {
    /// Whether one page shows at a time, ← and → turning them.
    let isPaged: Bool
    /// Whether the page's dots show.
    let showsIndex: Bool
}

/// The tab bar: SwiftUI's default style.
public struct DefaultTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}
    /// A tab bar.
    public var kind: TabViewStyleKind { TabViewStyleKind(isPaged: false, showsIndex: false) }
}

/// The tab bar, as `.tabBarOnly` and `.sidebarAdaptable` are on an iPhone: a terminal has no
/// sidebar beside the content.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}
    /// A tab bar.
    public var kind: TabViewStyleKind { TabViewStyleKind(isPaged: false, showsIndex: false) }
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

    /// Pages, with or without their dots.
    public var kind: TabViewStyleKind {
        TabViewStyleKind(isPaged: true, showsIndex: indexDisplayMode != .never)
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// The tab bar.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
    /// The tab bar: a terminal shows no sidebar beside the content.
    public static var sidebarAdaptable: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
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
    static let defaultValue = DefaultTabViewStyle().kind
}

extension EnvironmentValues {
    /// How the tab views below show their tabs.
    var tabViewStyleKind: TabViewStyleKind {
        get { self[TabViewStyleKindKey.self] }
        set { self[TabViewStyleKindKey.self] = newValue }
    }
}
