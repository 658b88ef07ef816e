/// The key of ``EnvironmentValues/isInMenu``.
private struct IsInMenuKey: EnvironmentKey {
    static let defaultValue = false
}

/// The key of ``EnvironmentValues/menuIndicatorVisibility``.
private struct MenuIndicatorKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// Whether the views here are a menu's items: a `Menu` here is a nested level of the menu
    /// around it, not a row of its own.
    var isInMenu: Bool {
        get { self[IsInMenuKey.self] }
        set { self[IsInMenuKey.self] = newValue }
    }

    /// Whether the menus here draw their indicator (``View/menuIndicator(_:)``).
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorKey.self] }
        set { self[MenuIndicatorKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the menu indicator (`▾`, `v` in ASCII) after the label of the menus inside
    /// this view; `.hidden` leaves it out, `.automatic` and `.visible` draw it.
    /// - Parameter visibility: Whether the indicator is drawn.
    /// - Returns: The view.
    public func menuIndicator(_ visibility: Visibility) -> some View {
        environment(\.menuIndicatorVisibility, visibility)
    }
}
