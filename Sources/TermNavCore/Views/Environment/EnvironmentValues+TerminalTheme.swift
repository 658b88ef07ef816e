/// The key of ``EnvironmentValues/terminalTheme``.
private struct TerminalThemeKey: EnvironmentKey {
    static let defaultValue = TerminalTheme.standard
}

extension EnvironmentValues {
    /// The colours TermNav draws the title, the focused row, secondary text, accessories and
    /// errors in: ``TerminalTheme/standard`` unless a view above set another with
    /// ``View/terminalTheme(_:)``.
    public var terminalTheme: TerminalTheme {
        get { self[TerminalThemeKey.self] }
        set { self[TerminalThemeKey.self] = newValue }
    }
}
