extension View {
    /// Sets the toolbar of the screen this view is on: `ToolbarItem`s, `ToolbarItemGroup`s, or
    /// views such as buttons (which go to the trailing side).
    ///
    /// Top items are drawn on the navigation bar's line, bottom items on the line above the key
    /// help. Tab and Shift-Tab move the focus from the content to each item and back; Enter
    /// runs the focused item.
    /// - Parameter content: The items.
    /// - Returns: The view.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        builtIn(.toolbar(content()))
    }

    /// Sets the navigation bar's leading and trailing items (the older API).
    /// - Parameters:
    ///   - leading: The item after the back label.
    ///   - trailing: The item at the right.
    /// - Returns: The view.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItemGroup(placement: .navigationBarLeading) { leading }
            ToolbarItemGroup(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// Sets the navigation bar's leading item (the older API).
    /// - Parameter leading: The item after the back label.
    /// - Returns: The view.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItemGroup(placement: .navigationBarLeading) { leading } }
    }

    /// Sets the navigation bar's trailing item (the older API).
    /// - Parameter trailing: The item at the right.
    /// - Returns: The view.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItemGroup(placement: .navigationBarTrailing) { trailing } }
    }

    /// Hides the back label (or breadcrumb) of the screen this view is on. Esc still pops, and
    /// the key help still says so.
    /// - Parameter hidesBackButton: Whether to hide it; `true` by default.
    /// - Returns: The view.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        builtIn(.backButtonHidden(hidesBackButton))
    }
}
