extension TabViewRoot: PrimitiveView {
    /// The selected tab's view, each tab at a place of its own so that its views' `@State`
    /// stays while another is shown; the tabs go to the screen's preferences for its tab bar.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        guard !pages.isEmpty else { return .empty }
        let items = pages.enumerated().map { index, page in
            TabBarEntry.Item(
                title: page.title, glyph: page.glyph, badge: page.badge, key: page.key(at: index))
        }
        let selection = self.selection
        let entry = TabBarEntry(
            items: items, selected: 0, isPaged: style.isPaged, showsIndex: style.showsIndex,
            read: selection.get, choose: selection.set)
        let selected = entry.index(of: selection.get())
        if context.preferences.tabBar == nil {
            var shown = entry
            shown.selected = selected
            context.preferences.tabBar = shown
        }
        return context.resolvePart(pages[selected].content, index: selected)
    }
}

extension TabItemView: PrimitiveView {
    /// The view it wraps: its label is its tab view's.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        context.resolvePart(content, index: 0)
    }
}

extension Tab: PrimitiveView {
    /// The tab's view.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        context.resolvePart(content, index: 0)
    }
}

extension TabSection: PrimitiveView {
    /// Its tabs, one after the other, outside a tab view.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        context.resolvePart(content, index: 0)
    }
}
