/// The key of ``EnvironmentValues/colorScheme`` where a view set it: `nil` when none did.
private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue: ColorScheme? = nil
}

/// The key of ``EnvironmentValues/terminalColorScheme``.
private struct TerminalColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.dark
}

extension EnvironmentValues {
    /// Whether the terminal's background is light or dark, as SwiftUI's `colorScheme`: what the
    /// terminal says when the app starts (see ``ColorScheme``), and what it says later if it
    /// answers late, or what a view above set with ``View/colorScheme(_:)``.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] ?? terminalColorScheme }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The terminal's own scheme, which ``colorScheme`` reads where no view above set one: the
    /// engine gives every screen the terminal's, in every frame, so a change reaches every view
    /// that did not choose its own, as a change of the system's appearance does in SwiftUI.
    package var terminalColorScheme: ColorScheme {
        get { self[TerminalColorSchemeKey.self] }
        set { self[TerminalColorSchemeKey.self] = newValue }
    }
}
