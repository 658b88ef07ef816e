extension NavigationEngine {
    /// ← and → (``KeyMap/Command/moveLeft``, ``KeyMap/Command/moveRight``): in a carousel, the
    /// focus goes to the next item that takes it that way (the window follows in the next
    /// frame); on a screen whose content scrolls across, the content moves a column (kept within
    /// its width by the next frame); in a disclosure group or an outline, the focus moves to the
    /// parent's row or into an expanded row's content (``outlineStep(for:)``).
    /// - Parameter step: −1 for left, 1 for right.
    func moveAcross(by step: Int) {
        if moveInTabBar(by: step) { return }
        // An outline's row takes the arrows before a paged tab view's pages do.
        if let rows = outlineStep(for: step < 0 ? .moveLeft : .moveRight) {
            moveThroughOutline(by: rows)
            return
        }
        if current?.acrossTarget(for: screens.top.state) == nil, turnsPages {
            turnPage(by: step)
            return
        }
        guard let screen = current else { return }
        let entry = screens.top
        switch screen.acrossTarget(for: entry.state) {
        case .screen?:
            entry.state.across.offset = max(0, entry.state.across.offset + step)
        case .carousel(let index, let items)?:
            let id = screen.rows.id(at: index)
            var kept = entry.state.across.carousels[id] ?? AcrossState.Carousel()
            let focused = items.focused(kept.item) ?? 0
            if let next = items.focusable(from: focused + step, step: step) { kept.item = next }
            entry.state.across.carousels[id] = kept
        case nil:
            break
        }
    }
}

extension NavigationEngine {
    /// Carries out a `ScrollViewProxy.scrollTo(_:anchor:)` asked since the last frame: the row
    /// a `ForEach` made for that identity gets the focus if it takes it, and comes first on the
    /// screen with the `.top` anchor. The rows' identities are read in order until one matches.
    func applyScrollRequest(on entry: ScreenEntry, screen: ResolvedScreen) {
        guard let request = entry.scrollRequest else { return }
        entry.scrollRequest = nil
        let rows = screen.rows
        guard
            let index = (0..<rows.count).first(where: { index in
                if case .element(_, let id) = rows.id(at: index) { return id == request.id }
                return false
            })
        else { return }
        var state = entry.state
        if rows.isFocusable(index) { state.focus(on: .row(index, column: nil)) }
        if request.anchor?.y == 0 || !rows.isFocusable(index) { state.top = index }
        entry.state = state
    }
}
