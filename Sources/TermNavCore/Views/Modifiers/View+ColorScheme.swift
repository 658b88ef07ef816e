extension View {
    /// Sets the colour scheme the views inside read from `@Environment(\.colorScheme)`, as
    /// SwiftUI's `colorScheme(_:)`. What the terminal draws is unchanged: its background stays
    /// the terminal's own.
    /// - Parameter colorScheme: The scheme.
    /// - Returns: The view.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }

    /// Asks for a colour scheme for the window, as SwiftUI's `preferredColorScheme(_:)`. A
    /// terminal's background is its user's: the request is accepted and changes nothing, and
    /// `@Environment(\.colorScheme)` keeps saying what the terminal's background is, so that
    /// the app can choose colours that read on it.
    /// - Parameter colorScheme: The scheme asked for, or `nil` for the system's.
    /// - Returns: This view.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> Self {
        self
    }
}
