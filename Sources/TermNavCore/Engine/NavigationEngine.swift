/// The navigation-stack engine: a stack of screens, each owning its state; only the top one is
/// resolved, laid out and handed to the renderer.
///
/// The stack changes only through the engine's operations (``push(_:)``, ``pop()``,
/// ``popToRoot()``); outside it is read-only. Popping brings the screen below back exactly as
/// it was left: its focus (by row identity), its scroll and its views' `@State`.
package final class NavigationEngine {
    var stack: [ScreenEntry]
    /// The key map that turns key presses into commands.
    package let keyMap: KeyMap
    /// The top screen as resolved for the last frame; commands act on it.
    var current: ResolvedScreen?
    /// Which view types have `@State` to link, shared by every screen.
    let dynamicStorage = DynamicStorageIndex()
    /// Set once the app should quit.
    package private(set) var isFinished = false

    /// Creates an engine whose root screen shows `root`.
    /// - Parameters:
    ///   - root: The root screen's view.
    ///   - keyMap: The key bindings.
    package init(root: any View, keyMap: KeyMap = .standard) {
        stack = [ScreenEntry(root: root)]
        self.keyMap = keyMap
    }

    // MARK: Reading the stack

    /// The number of screens on the stack; 1 at the root.
    package var depth: Int { stack.count }

    /// The titles of the screens, root first, as last resolved.
    package var titles: [String?] { stack.map(\.title) }

    /// The top screen's title, as last resolved.
    package var topTitle: String? { stack.last?.title }

    // MARK: Changing the stack

    /// Pushes a screen showing `view`.
    package func push(_ view: any View) {
        stack.last?.disappearAll()
        stack.append(ScreenEntry(root: view))
        current = nil
    }

    /// Pushes a link's destination.
    func follow(_ link: LinkEntry) {
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
        if let origin = popped.origin {
            switch origin.activation {
            case .bound(_, _, let deactivate):
                deactivate()
                if origin.isActive {
                    stack[stack.count - 1].ignoredLinks.insert(origin.path)
                }
            case .onActivate:
                break
            }
        }
        return true
    }

    /// Pops every screen above the root.
    package func popToRoot() {
        while pop() {}
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

    /// Handles a key press through the key map.
    /// - Parameter key: The key pressed.
    /// - Returns: What to do next.
    @discardableResult
    package func handle(_ key: KeyPress) -> Outcome {
        guard let command = keyMap.command(for: key) else { return .redraw }
        return perform(command)
    }

    /// Carries out a command on the top screen.
    /// - Parameter command: The command.
    /// - Returns: What to do next.
    @discardableResult
    package func perform(_ command: KeyMap.Command) -> Outcome {
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
            if let action = focusedRow()?.behavior.accessoryAction { action() }
        case .moveUp: move(.up)
        case .moveDown: move(.down)
        case .pageUp: move(.pageUp)
        case .pageDown: move(.pageDown)
        case .moveToTop: move(.top)
        case .moveToBottom: move(.bottom)
        }
        return .redraw
    }

    private func move(_ movement: FocusMover.Movement) {
        guard let rows = current?.rows else { return }
        let entry = stack[stack.count - 1]
        entry.state = FocusMover(rows: rows, regionHeight: entry.state.regionHeight).move(
            entry.state, movement)
    }

    /// The focused row, as resolved in the last frame.
    private func focusedRow() -> ResolvedRow? {
        guard let rows = current?.rows else { return nil }
        let focus = stack[stack.count - 1].state.focus
        guard focus >= 0, focus < rows.count else { return nil }
        return rows.row(at: focus)
    }

    private func activateFocusedRow() {
        switch focusedRow()?.behavior.action {
        case .none:
            break
        case .run(let action):
            action()
        case .follow(let link):
            switch link.activation {
            case .bound(_, let activate, _):
                // The binding pushes on the next frame, as when app code sets it.
                activate()
            case .onActivate:
                follow(link)
            }
        }
    }
}
