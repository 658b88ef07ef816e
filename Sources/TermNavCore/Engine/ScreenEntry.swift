/// One screen on the navigation stack, owning everything that must survive while it is
/// covered: its views' `@State`, cached bodies, focus and scroll.
@MainActor
final class ScreenEntry {
    /// How a screen came onto the stack.
    enum Origin {
        /// The root screen.
        case root
        /// A link to a destination view (plain or bound); a bound link is reset when the screen
        /// is popped.
        case link(LinkEntry)
        /// A value pushed onto the stack (by a value link or by the path); `inPath` when the
        /// stack's path binding holds it.
        case value(AnyHashable, inPath: Bool)
        /// A sheet or full-screen cover, with the identity of the item it shows (`nil` for a
        /// flag); dismissing it sets its binding back and runs its `onDismiss`.
        case presented(PresentationEntry, identity: AnyHashable?)
    }

    /// The screen's identity, its own for as long as the app runs.
    let id = ScreenID.next()
    /// The screen's root view.
    let root: any View
    /// How the screen came onto the stack.
    let origin: Origin
    /// The environment the screen's views start from: the one where it was pushed.
    let environment: EnvironmentValues
    /// The environment's terminal theme, read once instead of in every frame.
    let terminalTheme: TerminalTheme
    /// The screen's views between frames.
    let graph: ViewGraph
    /// The app's count of state changes when the screen was last resolved.
    var resolvedAtChange = -1
    /// Focus and scroll.
    var state = ScreenState()
    /// Bound links still active after the screen they pushed was popped (their binding could
    /// not be reset): not followed again until they turn inactive.
    var ignoredLinks: Set<ViewPath> = []
    /// What the screen's fixed views asked for when it was last resolved; `nil` before.
    var preferences: ResolvedPreferences?
    /// The screen as last resolved, reused while no state changes (also when it is uncovered by
    /// a pop); `nil` before its first resolution.
    var resolved: ResolvedScreen?
    /// Whether `resolved` was resolved for a UTF-8 terminal.
    var resolvedUnicode = true
    /// Its rows as laid out for its last frame, reused at the same width.
    var rowLayout: RowLayout?
    /// The parts of its last frame around the rows, kept while they still stand.
    var chrome: ScreenChrome?
    /// The rows of the last frame whose links and hooks were all seen to (none left to follow or
    /// run), while the screen's resolution and appearance stand; a frame showing the same rows
    /// checks them again only after either changes.
    var checkedWindow: Range<Int>?
    /// The alerts shown by the rows of the last frame (an alert's modifier inside a list row).
    var rowAlerts: [AlertEntry] = []
    /// What the screen's keys go to first: its rows, its search, its filter line, a dialog or
    /// the list of keys. Changed only through ``change(_:)``.
    private(set) var mode = InputMode.list
    /// Whether the next resolution builds every body again (the environment changed).
    var needsFreshBodies = false
    /// The `navigationDestination(for:)` rules of the rows shown in the last frame.
    var rowDestinations: [DestinationEntry] = []
    /// The views with lifecycle hooks on screen now, in screen order, with what each runs
    /// when it leaves.
    private var appeared: [(path: ViewPath, onDisappear: [() -> Void])] = []
    /// The screen's own edit mode: `@Environment(\.editMode)` where no view set one.
    let editMode = StateLocation(value: EditMode.inactive)
    /// The record that counts the edit mode's changes as the app's state changes.
    private let editModeRecord: ViewRecord
    /// Whether running a row's action pops the screen (the choice of a row's actions).
    var popsAfterAction = false

    init(root: any View, origin: Origin, environment: EnvironmentValues, changes: StateChanges) {
        graph = ViewGraph(changes: changes)
        editModeRecord = ViewRecord(changes: changes)
        editMode.owner = editModeRecord
        self.root = root
        self.origin = origin
        self.environment = environment
        terminalTheme = environment.terminalTheme
    }

    /// Changes the screen's input mode. A change of whether it is searching builds its bodies
    /// again on the next resolution: its views read `isSearching`.
    /// - Parameter transition: The change.
    func change(_ transition: InputMode.Transition) {
        let wasSearching = mode.isSearching
        mode = mode.applying(transition)
        if mode.isSearching != wasSearching { needsFreshBodies = true }
    }

    /// Whether the screen is a sheet or a full-screen cover: the first of a presentation.
    var isPresentationRoot: Bool {
        if case .presented = origin { return true }
        return false
    }

    /// The title resolved last.
    var title: String? { preferences?.title }

    /// The path value this screen stands for in the stack's path binding, if it does.
    var pathValue: AnyHashable? {
        if case .value(let value, inPath: true) = origin { return value }
        return nil
    }

    /// Every `navigationDestination(for:)` rule the screen declared, latest last.
    var destinations: [DestinationEntry] {
        (preferences?.destinations ?? []) + rowDestinations
    }

    /// Runs the disappear hooks of every view on screen (the screen is being covered or popped).
    func disappearAll() {
        checkedWindow = nil
        let leaving = appeared
        appeared = []
        for view in leaving {
            for action in view.onDisappear { action() }
        }
    }

    /// Brings the appeared views up to date with a frame's hooks, in screen order: views gone
    /// disappear, then views new on screen appear.
    /// - Returns: Whether any hook ran (and so state may have changed).
    func updateAppearance(_ hooks: [LifecycleHooks]) -> Bool {
        let present = Set(hooks.map(\.path))
        let before = Set(appeared.map(\.path))
        var ran = false
        for view in appeared where !present.contains(view.path) {
            for action in view.onDisappear { action() }
            ran = ran || !view.onDisappear.isEmpty
        }
        for view in hooks where !before.contains(view.path) {
            for action in view.onAppear { action() }
            ran = ran || !view.onAppear.isEmpty
        }
        appeared = hooks.map { ($0.path, $0.onDisappear) }
        return ran
    }
}
