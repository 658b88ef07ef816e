extension View {
    /// Accepted for SwiftUI compatibility: a terminal sheet always takes the whole screen.
    /// - Parameter detents: The heights the sheet may rest at.
    /// - Returns: The view, unchanged.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        self
    }

    /// Accepted for SwiftUI compatibility: a terminal sheet always takes the whole screen.
    /// - Parameters:
    ///   - detents: The heights the sheet may rest at.
    ///   - selection: The detent chosen; left as it is.
    /// - Returns: The view, unchanged.
    public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View {
        self
    }

    /// Accepted for SwiftUI compatibility: a terminal sheet has no drag indicator.
    /// - Parameter visibility: Whether the indicator shows.
    /// - Returns: The view, unchanged.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        self
    }

    /// Keeps Esc from dismissing the sheet (or cover) this view is in while `isDisabled` is true;
    /// the sheet's own buttons (`dismiss()`, or the binding set to `false`) still dismiss it.
    /// - Parameter isDisabled: Whether Esc is kept from dismissing; `true` by default.
    /// - Returns: The view.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        builtIn(.interactiveDismissDisabled(isDisabled))
    }
}
