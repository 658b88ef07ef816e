extension View {
    /// The view's tab in a ``TabView``: its title and symbol in the tab bar, as SwiftUI's
    /// `tabItem(_:)`. Outside a tab view it does nothing.
    ///
    /// ```swift
    /// NavigationStack { Inbox() }
    ///     .tabItem { Label("Inbox", systemImage: "tray") }
    ///     .tag(0)
    /// ```
    /// - Parameter label: A `Label`, or a `Text` and an `Image`.
    /// - Returns: The view, as a tab.
    public func tabItem<ItemLabel: View>(@ViewBuilder _ label: () -> ItemLabel) -> some View {
        TabItemView(content: self, label: label())
    }

    /// How a ``TabView`` shows its tabs: a tab bar (``TabViewStyle/automatic``) or one page at a
    /// time (``TabViewStyle/page``).
    /// - Parameter style: The style.
    /// - Returns: The view, with its tab views in that style.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewStyleKind, TabViewStyleKind(style))
    }
}

/// A view with its tab's label, as `.tabItem` makes it; it draws as its content.
nonisolated struct TabItemView<Content: View, ItemLabel: View>: View {
    typealias Body = Never

    let content: Content
    let label: ItemLabel
}
