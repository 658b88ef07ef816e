/// The screens of a navigation stack, root first, and the only operations that change them.
///
/// The stack never shrinks below its root. Each operation changes the stack at once and returns
/// what it did to the screens as ``StackEvent`` values, in order: the views of the screen that
/// leaves the top disappear, screens taken off are removed (each undoing what pushed it), then
/// the new top screen appears. Only the top screen's views are ever on screen, so a covered
/// screen taken off has nothing left to disappear.
@MainActor
struct ScreenStack {
    /// The screens, root first.
    private(set) var entries: [ScreenEntry] {
        didSet { ids = entries.map(\.id) }
    }
    /// The screens' identities, root first: made again with every change of the stack, so that
    /// each frame hands the same array on.
    private(set) var ids: [ScreenID]

    /// Creates a stack holding only its root screen.
    /// - Parameter root: The root screen.
    init(root: ScreenEntry) {
        entries = [root]
        ids = [root.id]
    }

    /// The top screen.
    var top: ScreenEntry { entries[entries.count - 1] }

    /// The number of screens; 1 at the root.
    var count: Int { entries.count }

    /// Pushes a screen over the top one.
    /// - Parameter entry: The screen.
    /// - Returns: The covered screen's disappearance, then the new screen's appearance.
    mutating func push(_ entry: ScreenEntry) -> [StackEvent] {
        let covered = top
        entries.append(entry)
        return [.disappear(covered), .appear(entry)]
    }

    /// Pops the top screen; at the root, does nothing.
    /// - Returns: The popped screen's disappearance and removal, then the uncovered screen's
    ///   appearance; none at the root.
    mutating func pop() -> [StackEvent] {
        pop(to: count - 1)
    }

    /// Pops every screen above the root.
    /// - Returns: The top screen's disappearance, each popped screen's removal from the top
    ///   down, then the root's appearance; none at the root.
    mutating func popToRoot() -> [StackEvent] {
        pop(to: 1)
    }

    /// Pops screens until `count` are left (at least the root).
    /// - Parameter count: The number of screens to keep.
    /// - Returns: The top screen's disappearance, each popped screen's removal from the top
    ///   down, then the new top screen's appearance; none when nothing was popped.
    mutating func pop(to count: Int) -> [StackEvent] {
        let kept = max(1, count)
        guard entries.count > kept else { return [] }
        var events: [StackEvent] = [.disappear(top)]
        while entries.count > kept {
            let removed = entries.removeLast()
            events.append(.remove(removed, pushedFrom: top))
        }
        events.append(.appear(top))
        return events
    }

    /// Replaces the top screen with another, as a pop and a push in one: the screen beneath is
    /// never uncovered. The root is never replaced.
    /// - Parameter entry: The new top screen.
    /// - Returns: The old top screen's disappearance and removal, then the new one's appearance;
    ///   none at the root.
    mutating func replaceTop(with entry: ScreenEntry) -> [StackEvent] {
        guard entries.count > 1 else { return [] }
        let removed = entries.removeLast()
        entries.append(entry)
        return [
            .disappear(removed), .remove(removed, pushedFrom: entries[entries.count - 2]), .appear(entry),
        ]
    }

    /// Switches the tab shown by the tab view of the screen at `host`: the screens above it (the
    /// shown tab's) are taken off and kept, and the chosen tab's put in their place. Nothing is
    /// removed: each screen keeps what pushed it, to be uncovered again.
    /// - Parameters:
    ///   - host: The index of the tab view's screen.
    ///   - screens: The chosen tab's pushed screens, bottom first.
    /// - Returns: The screens taken off, bottom first, and the events: the top screen's
    ///   disappearance, then the new top screen's appearance.
    mutating func switchTab(at host: Int, to screens: [ScreenEntry]) -> (
        taken: [ScreenEntry], events: [StackEvent]
    ) {
        guard entries.indices.contains(host) else { return ([], []) }
        let covered = top
        let taken = Array(entries[(host + 1)...])
        entries.replaceSubrange((host + 1)..., with: screens)
        return (taken, [.disappear(covered), .appear(top)])
    }
}
