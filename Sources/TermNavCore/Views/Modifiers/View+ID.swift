extension View {
    /// Gives the view an explicit identity, as SwiftUI's `id(_:)` does.
    ///
    /// ```swift
    /// ScrollViewReader { proxy in
    ///     ScrollView {
    ///         ForEach(messages) { Bubble(message: $0).id($0.id) }
    ///         Text("End").id("end")
    ///     }
    ///     Button("Latest") { proxy.scrollTo("end") }
    /// }
    /// ```
    ///
    /// When the value changes, the view is a new view: its `@State` starts from its initial
    /// value, and `onAppear` and `task` run again (`.id(reloadCount)` resets a form).
    /// `ScrollViewProxy.scrollTo(_:anchor:)` scrolls to the row that holds the view.
    /// - Parameter id: The identity.
    /// - Returns: The view.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        builtIn(.id(AnyHashable(id)))
    }
}
