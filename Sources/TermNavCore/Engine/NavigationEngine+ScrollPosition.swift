extension NavigationEngine {
    /// Carries out a `ScrollViewProxy.scrollTo(_:anchor:)` asked since the last frame
    /// (``scroll(to:anchor:on:rows:)``).
    func applyScrollRequest(on entry: ScreenEntry, screen: ResolvedScreen) {
        guard let request = entry.scrollRequest else { return }
        entry.scrollRequest = nil
        scroll(to: request.id, anchor: request.anchor, on: entry, rows: screen.rows)
    }

    /// Carries out the place a `.scrollPosition` binding asks for, when the app set it since the
    /// last frame (or this is the screen's first frame with it): a row by identity, an edge, or
    /// the row some lines down.
    func applyScrollPosition(on entry: ScreenEntry, screen: ResolvedScreen) {
        guard let binding = screen.preferences.scrollPosition else {
            entry.scrollPositionSeen = nil
            return
        }
        let position = binding.get()
        if let seen = entry.scrollPositionSeen, seen.position == position { return }
        // Asked by the app: the rows go there, and what this frame shows is not the user's.
        entry.scrollPositionSeen = (position, -1)
        let rows = screen.rows
        switch position.target {
        case .automatic:
            break
        case .view(let id, let anchor):
            scroll(to: id, anchor: anchor, on: entry, rows: rows)
        case .edge(.top):
            show(firstFrom: 0, on: entry, rows: rows)
        case .edge(.bottom):
            guard rows.count > 0, let last = rows.focusable(from: rows.count - 1, step: -1) else { return }
            entry.state.focus(on: .row(last, column: nil))
        case .edge(.leading), .edge(.trailing), .point(_, nil):
            break
        case .point(_, let y?):
            var lines = max(0, Int(y / PointScale.pointsPerLine))
            var index = 0
            while index < rows.count - 1 {
                let height = entry.caches.rowLayout?.height(of: index) ?? 1
                guard lines >= height else { break }
                lines -= height
                index += 1
            }
            show(firstFrom: index, on: entry, rows: rows)
        }
    }

    /// Writes the row shown first back into a `.scrollPosition` binding when the rows moved
    /// since the app set it: the row's identity, positioned by the user.
    /// - Returns: Whether the binding was written, and so what views show may change.
    func writeScrollPosition(on entry: ScreenEntry, screen: ResolvedScreen) -> Bool {
        guard let binding = screen.preferences.scrollPosition, let seen = entry.scrollPositionSeen else {
            return false
        }
        let top = entry.state.top
        guard seen.top != top else { return false }
        if seen.top < 0 {
            // The frame that carried out the app's position: where the rows stand now is its.
            entry.scrollPositionSeen = (seen.position, top)
            return false
        }
        let rows = screen.rows
        let shown = entry.state.drawnRows.isEmpty ? top..<min(rows.count, top + 1) : entry.state.drawnRows
        let id = shown.lazy.compactMap { index -> AnyHashable? in
            guard case .element(_, let id) = rows.id(at: index) else { return nil }
            return id
        }.first
        binding.set(binding.get().scrolled(to: id))
        entry.scrollPositionSeen = (binding.get(), top)
        return true
    }

    /// Scrolls to the row a `ForEach` made for an identity, or else to the row holding a view
    /// `.id(_:)` gave it: it gets the focus if it takes it, and comes first on the screen with
    /// the `.top` anchor. An identity no row has does nothing.
    private func scroll(to id: AnyHashable, anchor: UnitPoint?, on entry: ScreenEntry, rows: RowSource) {
        guard let index = Self.row(identifiedBy: id, in: rows) else { return }
        var state = entry.state
        // A row that takes no focus (a text) is shown with the focus on the next row that
        // takes it, or else the one before, which the screen keeps in view.
        let focus =
            rows.isFocusable(index)
            ? index : rows.focusable(from: index, step: 1) ?? rows.focusable(from: index, step: -1)
        if let focus { state.focus(on: .row(focus, column: nil)) }
        if anchor?.y == 0 || !rows.isFocusable(index) { state.top = index }
        entry.state = state
    }

    /// The most rows read for a view's explicit identity (``row(identifiedBy:in:)``), so that
    /// scrolling to an identity no row has never reads a million rows' views.
    private static let explicitIDSearchLimit = 10_000

    /// The row a `ForEach` made for an identity (read without resolving a row, in order, until
    /// one matches), else the first row holding a view that `.id(_:)` gave it, among the first
    /// ``explicitIDSearchLimit`` rows, resolved to be read.
    private static func row(identifiedBy id: AnyHashable, in rows: RowSource) -> Int? {
        let element = (0..<rows.count).first { index in
            if case .element(_, let rowID) = rows.id(at: index) { return rowID == id }
            return false
        }
        if let element { return element }
        let scratch = ViewGraph(ephemeral: true)
        return (0..<min(rows.count, explicitIDSearchLimit)).first { index in
            rows.peekRow(at: index, graph: scratch).node.hasExplicitID(id)
        }
    }

    /// Makes a row the first shown, the focus on it or on the first row after it that takes it.
    private func show(firstFrom index: Int, on entry: ScreenEntry, rows: RowSource) {
        guard rows.count > 0 else { return }
        var state = entry.state
        state.top = min(index, rows.count - 1)
        if let focus = rows.focusable(from: state.top, step: 1) { state.focus(on: .row(focus, column: nil)) }
        entry.state = state
    }
}
