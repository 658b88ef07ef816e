/// What a frame's window asks of the engine, decided from the screen as resolved, the rows
/// shown and what the screen's session knew before, without changing any of it: the
/// destinations and links to keep, and the ``FrameEffect``s to apply, in order.
///
/// The rows of a window checked before, under the same state (a change resolves the screen
/// afresh, which forgets the window), were asked then whether their links and presentations are
/// active: only the rows new to the window are asked now.
@MainActor
struct WindowPlan {
    /// The `navigationDestination(for:)` rules of the rows shown.
    let rowDestinations: [DestinationEntry]
    /// The links ignored while active that still are: the others are followed again once
    /// active.
    let ignoredLinks: Set<ViewPath>
    /// What the engine does, in order; it makes the frame again after an effect that may have
    /// changed state, and leaves the rest.
    let effects: [FrameEffect]
    /// Whether the window is all seen to once every effect is applied without any changing
    /// state: a frame showing the same rows under the same state asks nothing of them again.
    let checksWindow: Bool

    /// Plans what a frame's window asks for.
    /// - Parameters:
    ///   - screen: The screen, resolved.
    ///   - window: The rows shown (``ScreenState/drawnRows``).
    ///   - checked: The rows of a window seen to before under the same state, if any.
    ///   - ignoredLinks: The links ignored while active, by path.
    ///   - rowAlerts: The row alerts the screen's session keeps.
    ///   - mayAct: Whether the frame may still follow, present or run anything: `false` once
    ///     it was made again too many times.
    init(
        screen: ResolvedScreen, window: Range<Int>, checked: Range<Int>?, ignoredLinks: Set<ViewPath>,
        rowAlerts: [AlertEntry], mayAct: Bool
    ) {
        // Made with room for every row shown: a row at a time, the array would grow a few times
        // a scroll.
        var rows: [ResolvedPreferences] = []
        rows.reserveCapacity(window.count)
        var unchecked: [ResolvedPreferences] = []
        for index in window {
            guard let preferences = screen.rows.row(at: index).preferences else { continue }
            rows.append(preferences)
            if let checked, !checked.contains(index) { unchecked.append(preferences) }
        }
        // Which links and presentations are active is asked of the unchecked rows alone (below);
        // all of them are needed only to keep the links ignored while active.
        let asked = WindowPreferences(
            screen: screen.preferences, rows: rows,
            gathersActivations: checked == nil || !ignoredLinks.isEmpty)
        rowDestinations = asked.rowDestinations
        if mayAct, asked.rowAlerts.map(\.path) != rowAlerts.map(\.path) {
            // A row's alert came or went: the frame is made again with it.
            self.ignoredLinks = ignoredLinks
            effects = [.showRowAlerts(asked.rowAlerts)]
            checksWindow = false
            return
        }
        self.ignoredLinks =
            ignoredLinks.isEmpty
            ? ignoredLinks
            : ignoredLinks.filter { path in
                asked.boundLinks.contains { $0.path == path && $0.isActive }
                    || asked.presentations.contains { $0.path == path && $0.isActive }
            }
        guard mayAct else {
            effects = []
            checksWindow = false
            return
        }
        let changeActions = WindowPreferences.takeChangeActions(screen: screen.preferences, rows: rows)
        if !changeActions.isEmpty {
            // They may change state: the frame is made again after them.
            effects = [.runChangeActions(changeActions)]
            checksWindow = false
            return
        }
        var effects: [FrameEffect] = [.updateAppearance(asked.hooks)]
        let candidates = checked == nil ? asked : WindowPreferences(activationsOf: unchecked)
        let ignored = self.ignoredLinks
        if let link = candidates.boundLinks.first(where: { $0.isActive && !ignored.contains($0.path) }) {
            effects.append(.follow(link))
        } else if let presentation = candidates.presentations.first(where: {
            $0.isActive && !ignored.contains($0.path)
        }) {
            effects.append(.present(presentation))
        }
        self.effects = effects
        checksWindow = true
    }
}
