/// How a navigation view presents its screens.
public protocol NavigationViewStyle {}

/// One screen at a time, each pushed over the last: the only style a terminal has.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// Creates the stack style.
    public init() {}
}

/// The default navigation style: a stack, in a terminal.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// Creates the default style.
    public init() {}
}

/// Two columns side by side on a wide screen; a stack in a terminal, which shows one screen at a
/// time.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// Creates the double-column style.
    public init() {}
}

/// Columns side by side, as on macOS; a stack in a terminal.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// Creates the column style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// The stack style: `.navigationViewStyle(.stack)`.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The default style: `.navigationViewStyle(.automatic)`.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// The column style: `.navigationViewStyle(.columns)`; a stack in a terminal.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// Sets how a navigation view presents its screens. A terminal shows one screen at a time,
    /// so every style is the stack style.
    /// - Parameter style: The style.
    /// - Returns: This view.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> Self {
        self
    }
}
