extension View {
    /// Sets the colours TermNav draws its own parts in, for this view and every screen it
    /// pushes: the navigation title, the focused row, secondary text, accessories and errors.
    ///
    /// The same as `.environment(\.terminalTheme, theme)`. A screen is drawn in the theme set
    /// outermost in its views, or else in the one it was pushed with.
    /// - Parameter theme: The theme.
    /// - Returns: The view.
    public func terminalTheme(_ theme: TerminalTheme) -> some View {
        environment(\.terminalTheme, theme)
    }
}
