extension View {
    /// Gives this list row actions of its own, as a swipe shows them on a touch screen: the `a`
    /// key shows the focused row's actions as a choice, Enter runs the one chosen and Esc goes
    /// back without running any. The key help offers `a actions` on rows that have them.
    ///
    /// ```swift
    /// Text(message.subject)
    ///     .swipeActions {
    ///         Button("Archive") { archive(message) }
    ///         Button("Delete", role: .destructive) { delete(message) }
    ///     }
    /// ```
    /// A row whose `ForEach` has `.onDelete(perform:)` and no swipe actions of its own offers
    /// Delete, as SwiftUI does.
    /// - Parameters:
    ///   - edge: Where the buttons would be swiped from; the choice lists every edge's buttons,
    ///     in the order they are declared.
    ///   - allowsFullSwipe: Whether a full swipe runs the first action; a key has no full swipe,
    ///     so this changes nothing.
    ///   - content: The buttons.
    /// - Returns: The view.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        builtIn(.swipeActions(content()))
    }
}
