/// The navigation-stack engine: a stack of screens, each owning its state; only the top one is
/// resolved and drawn.
///
/// The stack changes only through the engine's operations (``push(_:)``, ``pop()``,
/// ``popToRoot()``); outside it is read-only. Popping brings the screen below back exactly as
/// it was left: its focus (by row identity), its scroll and its views' `@State`.
package final class NavigationEngine {
    private var stack: [ScreenEntry]
    /// The key map that turns keys into commands.
    package let keyMap: KeyMap
    /// The top screen as resolved for the last frame; commands act on it.
    private var current: ResolvedScreen?
    /// Set once the app should quit.
    package private(set) var isFinished = false
    /// The most times one frame is drawn again (a link followed, or appear hooks that changed
    /// state), so that links whose destinations push again straight away cannot loop for ever.
    private static let maximumRoundsPerFrame = 16

    /// Creates an engine whose root screen shows `root`.
    /// - Parameters:
    ///   - root: The root screen's view.
    ///   - keyMap: The key bindings.
    package init<Root: View>(root: Root, keyMap: KeyMap = .standard) {
        stack = [ScreenEntry(root: root)]
        self.keyMap = keyMap
    }

    // MARK: Reading the stack

    /// The number of screens on the stack; 1 at the root.
    package var depth: Int { stack.count }

    /// The titles of the screens, root first, as last drawn.
    package var titles: [String?] { stack.map(\.title) }

    /// The top screen's title, as last drawn.
    package var topTitle: String? { stack.last?.title }

    // MARK: Changing the stack

    /// Pushes a screen showing `view`.
    package func push<V: View>(_ view: V) {
        stack.last?.disappearAll()
        stack.append(ScreenEntry(root: view))
        current = nil
    }

    /// Pushes a link's destination.
    private func follow(_ link: LinkEntry) {
        stack.last?.disappearAll()
        stack.append(ScreenEntry(root: link.destination.makeView(), origin: link))
        current = nil
    }

    /// Pops the top screen; at the root, does nothing.
    /// - Returns: Whether a screen was popped.
    @discardableResult
    package func pop() -> Bool {
        guard stack.count > 1 else { return false }
        let popped = stack.removeLast()
        popped.disappearAll()
        current = nil
        if let origin = popped.origin, case .bound(_, _, let deactivate) = origin.activation {
            deactivate()
            if origin.isActive {
                stack[stack.count - 1].ignoredLinks.insert(origin.path)
            }
        }
        return true
    }

    /// Pops every screen above the root.
    package func popToRoot() {
        while pop() {}
    }

    // MARK: Frames

    /// Resolves and draws the top screen, first following any bound link whose binding asks
    /// for its destination (a selection set by a button, say).
    /// - Parameters:
    ///   - size: The terminal's size.
    ///   - unicode: Whether the terminal shows UTF-8.
    /// - Returns: The frame.
    package func frame(size: Size, unicode: Bool) -> Canvas {
        let renderer = ScreenRenderer(unicode: unicode, keyMap: keyMap)
        var rounds = 0
        while true {
            let entry = stack[stack.count - 1]
            let screen = ResolvedScreen(entry: entry, unicode: unicode)
            entry.title = screen.title
            let below = stack.count > 1 ? stack[stack.count - 2] : nil
            let canvas = renderer.render(screen, state: &entry.state, below: below, size: size)
            entry.graph.endFrame()
            current = screen
            entry.ignoredLinks = entry.ignoredLinks.filter { path in
                screen.preferences.links.entries.contains { $0.path == path && $0.isActive }
            }
            if entry.updateAppearance(screen.preferences.visibleHooks(drawnRows: entry.state.drawnRows)),
                rounds < Self.maximumRoundsPerFrame
            {
                // Hooks may have changed state: draw again with it.
                rounds += 1
                continue
            }
            if rounds < Self.maximumRoundsPerFrame,
                let link = screen.preferences.links.firstActive(ignoring: entry.ignoredLinks)
            {
                follow(link)
                rounds += 1
                continue
            }
            return canvas
        }
    }

    // MARK: Input

    /// What the app should do after a key.
    package enum Outcome: Equatable {
        /// Draw the next frame.
        case redraw
        /// Repaint the whole terminal, then draw the next frame.
        case repaint
        /// Quit.
        case quit
    }

    /// Handles a key through the key map.
    /// - Parameter key: The key pressed.
    /// - Returns: What to do next.
    @discardableResult
    package func handle(_ key: Key) -> Outcome {
        guard let command = keyMap.command(for: key) else { return .redraw }
        return perform(command)
    }

    /// Carries out a command on the top screen.
    /// - Parameter command: The command.
    /// - Returns: What to do next.
    @discardableResult
    package func perform(_ command: Command) -> Outcome {
        let entry = stack[stack.count - 1]
        switch command {
        case .quit:
            isFinished = true
            return .quit
        case .redraw:
            return .repaint
        case .back:
            pop()
        case .activate:
            activateFocusedRow()
        case .accessory:
            if let action = focusedRowBehavior()?.accessoryAction { action() }
        case .moveUp, .moveDown, .pageUp, .pageDown, .moveToTop, .moveToBottom:
            if let rows = current?.rows {
                entry.state = FocusMover(rows: rows).move(entry.state, command)
            }
        }
        return .redraw
    }

    /// What the focused row does, as resolved in the last frame.
    private func focusedRowBehavior() -> RowBehavior? {
        guard let rows = current?.rows else { return nil }
        let focus = stack[stack.count - 1].state.focus
        guard focus >= 0, focus < rows.count else { return nil }
        return RowBehavior(rows.node(at: focus))
    }

    private func activateFocusedRow() {
        switch focusedRowBehavior()?.action {
        case .none:
            break
        case .run(let action):
            action()
        case .follow(let link):
            if case .bound(_, let activate, _) = link.activation {
                // The binding pushes on the next frame, as when app code sets it.
                activate()
            } else {
                follow(link)
            }
        }
    }
}
