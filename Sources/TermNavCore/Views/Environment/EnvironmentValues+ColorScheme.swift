/// The key of ``EnvironmentValues/colorScheme``.
private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.dark
}

extension EnvironmentValues {
    /// Whether the terminal's background is light or dark, as SwiftUI's `colorScheme`: read
    /// from `COLORFGBG` when the app starts (dark when it is not set), or what a view above set
    /// with ``View/colorScheme(_:)``.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}
