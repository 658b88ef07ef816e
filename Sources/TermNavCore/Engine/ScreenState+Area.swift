extension ScreenState {
    /// Puts the focus back on something that can take it, after the screen changed: a fixed
    /// view or a toolbar item that no longer does anything gives it up, and an empty list hands
    /// it to the views around.
    /// - Parameter screen: The screen, resolved.
    @MainActor mutating func settleArea(in screen: ResolvedScreen) {
        let parts = ActionableParts(screen)
        let fallback: ContentFocus =
            (row.index >= 0 && screen.rows.count > 0)
            ? .rows
            : (parts.header.first.map { .header($0) } ?? parts.footer.first.map { .footer($0) } ?? .rows)
        switch focus {
        case .content(.rows):
            focus = .content(fallback)
        case .content(.header(let index)):
            if !parts.header.contains(index) { focus = .content(fallback) }
        case .content(.footer(let index)):
            if !parts.footer.contains(index) { focus = .content(fallback) }
        case .toolbar(let index, _):
            let items = screen.toolbarItems
            if !items.indices.contains(index) || !items[index].behavior.takesFocus {
                focus = .content(fallback)
            }
        case .tabBar:
            // The engine gives the tab bar's focus up when no tab bar shows.
            break
        }
    }
}
