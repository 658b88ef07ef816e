extension View {
    /// Hides the navigation bar of the screen this view is on: its back label (or breadcrumb),
    /// its title and the toolbar items at its top. Esc still pops, and the key help still says
    /// so; bottom toolbar items stay.
    /// - Parameter hidden: Whether to hide the bar.
    /// - Returns: The view.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        builtIn(.navigationBarHidden(hidden))
    }
}
