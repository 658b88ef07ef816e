import Foundation

/// The navigation-stack engine: a stack of screens, each owning its state; only the top one is
/// resolved, laid out and handed to the renderer.
///
/// The engine applies what its parts decide as values: ``ScreenStack``'s operations return
/// ``StackEvent``s, the key router (`NavigationEngine+KeyRouting.swift`) changes the top
/// screen's ``InputMode`` through its transitions, and ``FramePlanner`` returns a
/// ``FramePlan`` whose effects the engine carries out. The stack changes only through the
/// engine's operations: ``push(_:)``, ``pop()``, ``popToRoot()``, following links and path
/// values, and following the stack's path binding when the app changes it. Outside it is
/// read-only. Popping brings the screen below back exactly as it was left: its focus (by row
/// identity), its scroll and its views' `@State`.
@MainActor
package final class NavigationEngine {
    /// The screens, changed only through its operations, whose events the engine applies.
    ///
    /// Read a dozen times by every key and frame; changed only by pushing and popping, which
    /// never run while it is being read, so it goes without the run-time exclusivity check.
    @exclusivity(unchecked) private(set) var screens: ScreenStack
    /// The screens, root first: a read-only copy of ``screens``' entries.
    var stack: [ScreenEntry] { screens.entries }
    /// The key map that turns key presses into commands.
    package let keyMap: KeyMap
    /// The top screen as last resolved; commands act on it. `nil` for a screen just pushed.
    var current: ResolvedScreen? { screens.top.resolved }
    /// The top screen's rows as laid out for its last frame, for paging by lines.
    var rowLayout: RowLayout? { screens.top.caches.rowLayout }
    /// Which view types have `@State` to link, shared by every screen.
    let viewTypes = ViewTypeIndex()
    /// The app's count of state changes, shared by every screen.
    let changes: StateChanges
    /// Where changes observed on models wait for the next frame, and the work the app's code
    /// started is counted.
    package var loop: LoopWork { changes.loop }
    /// How long a frame of an open `/` filter goes on reading rows past its first
    /// `RowFilter.rowsPerFrame`; `nil` (headless, by default) reads exactly that many a frame,
    /// so that what each frame shows does not depend on the machine's speed.
    package var filterReadingTime: Duration?

    /// Has an open `/` filter read rows for as long as a frame in a terminal allows
    /// (`RowFilter.readingTime`), not a fixed number a frame.
    package func readFilterByTime() {
        filterReadingTime = RowFilter.readingTime
    }
    /// Whether the terminal showed UTF-8 in the last frame, for screens resolved between frames.
    var unicode = true
    /// What the last kill in a text field cut (Ctrl-K, Ctrl-U, Ctrl-W…), which Ctrl-Y puts back
    /// in any field: one for the app, as readline has one for its process.
    var killBuffer = ""
    /// The columns between the margins in the last frame: a lazy grid's lines are made for it.
    var contentWidth = ScreenLayout.contentWidth(forWidth: 80)
    /// Why the last frame was made again before it was drawn, in order; empty when its first
    /// attempt gave it (``FrameRound``).
    var lastFrameRounds: [FrameRound.Reason] = []
    /// The screen the last frame showed: a frame of another is the first of its screen
    /// (``Frame/showsNewScreen``).
    var lastFramedScreen: ScreenID?
    /// Set once the app should quit.
    package private(set) var isFinished = false
    /// The exit status the app asked for when it quit through ``EnvironmentValues/quit``; 0
    /// after the quit key.
    package private(set) var exitStatus: Int32 = 0
    /// How the system opens a URL that `@Environment(\.openURL)` leaves to it, telling whether
    /// it could: the browser in a terminal, a list of the URLs under `TestDriver`.
    package var systemURLOpener: (URL) -> Bool = { _ in false }
    /// The `.onOpenURL` handlers of the views on screen, which URLs of the app's own scheme go to.
    package let urlHandlers = URLHandlers()
    /// The URL the app was started with (`TERMNAV_URL`, ``App/initialURL``), given to the
    /// `.onOpenURL` handlers once the next frame's views have appeared.
    package var startURL: URL?
    /// The URL the app was started with, when no view on screen took it.
    package internal(set) var unopenedStartURL: URL?
    /// Puts text on the system's clipboard through the terminal, telling whether it was sent.
    package var clipboardWriter: (String) -> Bool = { _ in false }
    /// What the help line says for a moment in place of the keys (``showNotice(_:)``), and
    /// which notice it is, so that the end of an earlier one leaves a later one alone.
    var notice: (text: String, generation: Int)?
    /// The terminal's background, light or dark: what every screen's `@Environment(\.colorScheme)`
    /// reads where no view above set one. Changing it builds every screen's bodies again.
    package var colorScheme: ColorScheme {
        didSet {
            guard colorScheme != oldValue else { return }
            for entry in screens.entries { entry.needsFreshBodies = true }
        }
    }

    /// Whether the app is in use (``ScenePhase``): what every screen's
    /// `@Environment(\.scenePhase)` reads. Changing it builds every screen's bodies again.
    package var scenePhase: ScenePhase = .active {
        didSet {
            guard scenePhase != oldValue else { return }
            for entry in screens.entries { entry.needsFreshBodies = true }
        }
    }

    /// Whether the app is in the linear mode: what every screen's `speaksLines` environment
    /// value reads, so content that only moves stands still. Changing it builds every screen's
    /// bodies again.
    package var isLinear = false {
        didSet {
            guard isLinear != oldValue else { return }
            for entry in screens.entries { entry.needsFreshBodies = true }
        }
    }

    /// Creates an engine whose root screen shows `root`.
    /// - Parameters:
    ///   - root: The root screen's view.
    ///   - keyMap: The key bindings.
    ///   - colorScheme: The terminal's background, light or dark (``colorScheme``).
    package init(root: any View, keyMap: KeyMap = .standard, colorScheme: ColorScheme = .dark) {
        let changes = StateChanges()
        self.changes = changes
        screens = ScreenStack(
            root: ScreenEntry(root: root, origin: .root, environment: EnvironmentValues(), changes: changes))
        self.keyMap = keyMap
        self.colorScheme = colorScheme
    }

    // MARK: Reading the stack

    /// The number of screens on the stack; 1 at the root.
    package var depth: Int { screens.count }

    /// The titles of the screens, root first, as last resolved.
    package var titles: [String?] { screens.entries.map(\.title) }

    /// The top screen's title, as last resolved.
    package var topTitle: String? { screens.top.title }

    // MARK: Changing the stack

    /// Pushes a screen showing `view`, in the top screen's environment.
    package func push(_ view: any View) {
        let environment = screens.top.configuration.environment
        push(
            ScreenEntry(root: view, origin: .link(Self.codeLink), environment: environment, changes: changes))
    }

    /// The origin of screens pushed by ``push(_:)``: no link, nothing to reset.
    private static var codeLink: LinkEntry {
        LinkEntry(
            path: ViewPath(), target: .disabled, activation: .onActivate, environment: EnvironmentValues())
    }

    /// Pushes a screen, covering the top one. The list of keys, when shown, stays over the top
    /// screen.
    func push(_ entry: ScreenEntry) {
        let covered = screens.top
        apply(screens.push(entry), updatingPath: false)
        if covered.mode.showsKeyHelp {
            covered.change(.closeKeyHelp)
            entry.change(.toggleKeyHelp)
        }
    }

    /// Follows a link: pushes its destination view, or its value.
    func follow(_ link: LinkEntry) {
        switch link.target {
        case .view(let destination):
            push(
                ScreenEntry(
                    root: destination.makeView(), origin: .link(link), environment: link.environment,
                    changes: changes))
        case .value(let value):
            pushValue(value.value, updatingPath: true)
        case .disabled:
            break
        }
    }

    /// Pops the top screen; at the root, does nothing. A bound link that pushed it is reset; a
    /// path value it stood for is removed from the stack's path.
    /// - Returns: Whether a screen was popped.
    @discardableResult
    package func pop() -> Bool {
        pop(updatingPath: true)
    }

    /// Pops the top screen, writing the path binding back or not (not when the pop follows it).
    @discardableResult
    func pop(updatingPath: Bool) -> Bool {
        guard screens.count > 1 else { return false }
        pop(to: screens.count - 1, updatingPath: updatingPath)
        return true
    }

    /// Pops every screen above the root.
    package func popToRoot() {
        pop(to: 1)
    }

    /// Pops screens until `count` are left, writing the path binding back once. The list of
    /// keys, when shown, stays over the top screen.
    func pop(to count: Int, updatingPath: Bool = true) {
        let popped = screens.top
        apply(screens.pop(to: count), updatingPath: updatingPath)
        if popped.mode.showsKeyHelp, popped.id != screens.top.id, !screens.top.mode.showsKeyHelp {
            screens.top.change(.toggleKeyHelp)
        }
    }

    /// Puts a tab's pushed screens above its tab view's screen, in place of the shown tab's,
    /// and applies the events: the top screen's views disappear, the new top's appear.
    /// - Parameters:
    ///   - host: The index of the tab view's screen.
    ///   - entries: The chosen tab's pushed screens, bottom first.
    func switchTabScreens(at host: Int, to entries: [ScreenEntry]) {
        apply(screens.switchTab(at: host, to: entries).events, updatingPath: false)
    }

    /// Dismisses a screen (and every screen above it); the root is never dismissed.
    func dismiss(_ id: ScreenID) {
        guard let index = screens.ids.firstIndex(of: id), index > 0 else { return }
        pop(to: index)
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
        /// Give the terminal back and stop until resumed (`fg`), then repaint everything.
        case suspend
    }

    /// Ends the app once the current key is handled, with an exit status of the app's choosing.
    /// - Parameter status: The exit status.
    func quit(status: Int32) {
        isFinished = true
        exitStatus = status
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
        case .help:
            screens.top.change(.toggleKeyHelp)
        case .suspend:
            return .suspend
        case .back:
            goBack()
        case .search:
            if !focusFilter() { focusSearch() }
        case .activate:
            activateFocused()
        case .accessory:
            if let action = focusedBehavior()?.accessoryAction { action() }
        case .moveUp: move(.up)
        case .moveDown: move(.down)
        case .pageUp: move(.pageUp)
        case .pageDown: move(.pageDown)
        case .moveToTop: move(.top)
        case .moveToBottom: move(.bottom)
        case .moveLeft: moveAcross(by: -1)
        case .moveRight: moveAcross(by: 1)
        case .focusNext: cycleFocus(forward: true)
        case .focusPrevious: cycleFocus(forward: false)
        case .deleteRow:
            if let editing = focusedRowEditing(), editing.canDelete { editing.deleteRow() }
        case .moveRowUp:
            if let editing = focusedRowEditing(), editing.canMove { editing.moveRow(by: -1) }
        case .moveRowDown:
            if let editing = focusedRowEditing(), editing.canMove { editing.moveRow(by: 1) }
        case .rowActions:
            showFocusedRowActions()
        case .openMenu:
            if let open = focusedBehavior()?.openMenu { open() }
        case .refresh:
            refreshList()
        case .nextTab:
            selectTab(by: 1)
        case .previousTab:
            selectTab(by: -1)
        }
        return .redraw
    }

    private func activateFocused() {
        if chooseFocusedTab() { return }
        runSimultaneousTaps()
        if chooseFocusedRow() { return }
        switch focusedBehavior()?.action {
        case .none:
            break
        case .run(let action):
            let top = screens.top
            action()
            // A row's actions screen goes once one of them ran.
            if top.popsAfterAction, screens.top.id == top.id { pop() }
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
