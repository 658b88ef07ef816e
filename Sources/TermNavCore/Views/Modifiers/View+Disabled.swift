extension View {
    /// Disables the buttons and links inside this view, or not: they do nothing when activated
    /// and are drawn dim, as is everything else inside.
    ///
    /// Outside a list, a disabled button or link cannot take the focus (it is skipped, as
    /// keyboard focus skips disabled controls on macOS and tvOS). In a list, every row takes the
    /// focus, so a disabled row still can, but Enter does nothing there. Views inside read
    /// `@Environment(\.isEnabled)`.
    /// - Parameter disabled: Whether to disable them.
    /// - Returns: The view.
    public func disabled(_ disabled: Bool) -> some View {
        builtIn(.disabled(disabled))
    }
}
