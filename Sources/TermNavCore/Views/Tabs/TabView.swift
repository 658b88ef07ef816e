/// Tabs, each a page of its own chosen from a tab bar, as SwiftUI's `TabView`.
///
/// Each view of the content is a tab: give it a `.tabItem { Label(…) }` and a `.tag(_:)`, or
/// write it as a ``Tab``. The selected tab's view is the screen's content; a line above the help
/// line shows every tab (`icon title` and its badge), the selected one drawn as the focus is.
/// Alt-1…Alt-9 choose a tab, Ctrl-PgDn and Ctrl-PgUp the next and previous, and the tab bar is
/// in the Tab order (← and → there, Enter or Space to choose) and takes clicks.
///
/// Each tab keeps its own navigation stack: a screen pushed in one tab is still there, with its
/// focus, scroll and `@State`, when the tab is chosen again, and Esc pops within the tab, never
/// switching tabs.
///
/// ```swift
/// @State private var tab = 0
///
/// TabView(selection: $tab) {
///     NavigationStack { Inbox() }
///         .tabItem { Label("Inbox", systemImage: "tray") }
///         .tag(0)
///     Tab("Sent", systemImage: "paperplane", value: 1) {
///         NavigationStack { Sent() }
///     }
/// }
/// ```
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    /// The selected tab's tag (or place) when no binding is given.
    @State private var chosen: AnyHashable?
    /// How the tabs are shown: a tab bar, or pages.
    @Environment(\.tabViewStyleKind) private var style

    /// Creates tabs whose selection is bound.
    /// - Parameters:
    ///   - selection: The selected tab's tag (its `.tag(_:)` or its ``Tab``'s value); choosing
    ///     a tab writes it, and setting it chooses the tab.
    ///   - content: The tabs.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// The tabs, the selected one as the screen's content, with the tab bar.
    @MainActor public var body: some View {
        TabViewRoot(pages: TabPage.pages(of: content), selection: tabSelection, style: style)
    }

    /// The selection as a value the resolution reads and writes.
    @MainActor private var tabSelection: TabSelection {
        if let selection {
            return TabSelection(
                get: { AnyHashable(selection.wrappedValue) },
                set: { tag in
                    if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
                })
        }
        let chosen = $chosen
        return TabSelection(get: { chosen.wrappedValue }, set: { chosen.wrappedValue = $0 })
    }
}

extension TabView where SelectionValue == Int {
    /// Creates tabs whose selection TabView keeps itself; the first tab shows first.
    /// - Parameter content: The tabs.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}
