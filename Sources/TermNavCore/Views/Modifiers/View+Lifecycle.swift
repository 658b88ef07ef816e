extension View {
    /// Runs an action when this view appears: when its screen becomes the top screen (first
    /// shown, or uncovered by a pop), or when its list row scrolls into view.
    ///
    /// On a push, the covered screen's views disappear before the new screen's views appear;
    /// on a pop, the popped screen's views disappear before the uncovered screen's reappear.
    /// - Parameter action: The action.
    /// - Returns: The view.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        builtIn(.onAppear(action))
    }

    /// Runs an action when this view disappears: its screen is covered by a push or popped,
    /// or its list row scrolls out of view.
    /// - Parameter action: The action.
    /// - Returns: The view.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        builtIn(.onDisappear(action))
    }
}
