/// One screen on the navigation stack: its configuration (what it was pushed with), its
/// session (everything that must survive while it is covered: its views' `@State` and cached
/// bodies, the screen as last resolved, focus and scroll, its input mode) and its caches.
@MainActor
final class ScreenEntry {
    /// What the resolved screen was made from: the state changes counted then and the glyph
    /// set. A resolution is reused while both are the same, and no environment change asked for
    /// fresh bodies (``needsFreshBodies``).
    struct ResolutionKey: Equatable {
        /// The app's count of state changes.
        var change: Int
        /// Whether the terminal showed UTF-8.
        var unicode: Bool
        /// The content width the screen was made for (a lazy grid's lines, a table's columns);
        /// `nil` when nothing on it depends on the width, and it stands at any width.
        var width: Int?
    }

    /// The screen's identity, its own for as long as the app runs.
    let id = ScreenID.next()
    /// What the screen was pushed with.
    let configuration: ScreenConfiguration

    // MARK: The session

    /// The screen's views between frames.
    let graph: ViewGraph
    /// Focus and scroll.
    var state = ScreenState()
    /// Bound links still active after the screen they pushed was popped (their binding could
    /// not be reset): not followed again until they turn inactive.
    var ignoredLinks: Set<ViewPath> = []
    /// The screen as last resolved, reused while its ``resolvedFor`` key stands (also when it
    /// is uncovered by a pop); `nil` before its first resolution.
    var resolved: ResolvedScreen?
    /// What ``resolved`` was made from; `nil` before the first resolution.
    var resolvedFor: ResolutionKey?
    /// The rows of the last frame whose links and hooks were all seen to (none left to follow or
    /// run), while the screen's resolution and appearance stand; a frame showing the same rows
    /// checks them again only after either changes. Dropped when the screen is resolved afresh,
    /// when its filter changes which rows show, and when its views disappear.
    var checkedWindow: Range<Int>?
    /// The alerts shown by the rows of the last frame (an alert's modifier inside a list row).
    var rowAlerts: [AlertEntry] = []
    /// What the screen's keys go to first: its rows, its search, its filter line, a dialog or
    /// the list of keys. Changed only through ``change(_:)``.
    private(set) var mode = InputMode.list
    /// Whether the next resolution builds every body again (the environment changed).
    var needsFreshBodies = false
    /// The screen's content area (the lines between the bar and the help line, within the
    /// margins) in the last frame: what a `GeometryReader` at the screen's root is offered.
    /// `nil` before the first frame.
    var contentArea: GeometryContent.Offer?
    /// The row a `ScrollViewProxy` asked to scroll to, by its element's identity, with the
    /// anchor asked for; taken by the next frame.
    var scrollRequest: (id: AnyHashable, anchor: UnitPoint?)?
    /// The scroll position bound with `.scrollPosition` as the last frame left it, and the first
    /// row shown then: a position the app changed since is carried out, and rows the user
    /// scrolled since are written back.
    var scrollPositionSeen: (position: ScrollPosition, top: Int)?
    /// The `navigationDestination(for:)` rules of the rows shown in the last frame.
    var rowDestinations: [DestinationEntry] = []
    /// The views with lifecycle hooks on screen now, in screen order, with what each runs
    /// when it leaves.
    private var appeared: [(path: ViewPath, onDisappear: [() -> Void])] = []
    /// The screen's own edit mode: `@Environment(\.editMode)` where no view set one.
    let editMode = StateLocation(value: EditMode.inactive)
    /// The record that counts the edit mode's changes as the app's state changes.
    private let editModeRecord: ViewRecord
    /// The screen's tab view, when its content is one: its tabs, and what each tab not shown
    /// left. Kept from the screen's resolutions.
    var tabs: TabGroup?
    /// Whether running a row's action pops the screen (the choice of a row's actions).
    var popsAfterAction = false
    /// The value of each focus state (`@FocusState`) tied to the screen's views, by its
    /// storage, as last written or seen: a value that differs is one the app set.
    var focusStates: [ObjectIdentifier: AnyHashable] = [:]

    // MARK: The caches

    /// What the screen keeps of its last frame to make the next with less work.
    var caches = ScreenCaches()

    /// Creates a screen, not yet resolved.
    /// - Parameters:
    ///   - root: Its root view.
    ///   - origin: How it comes onto the stack.
    ///   - environment: The environment where it is pushed.
    ///   - changes: The app's count of state changes.
    init(
        root: any View, origin: ScreenConfiguration.Origin, environment: EnvironmentValues,
        changes: StateChanges
    ) {
        graph = ViewGraph(changes: changes)
        editModeRecord = ViewRecord(changes: changes)
        editMode.owner = editModeRecord
        configuration = ScreenConfiguration(root: root, origin: origin, environment: environment)
    }

    /// Changes the screen's input mode. A change of whether it is searching builds its bodies
    /// again on the next resolution: its views read `isSearching`.
    /// - Parameter transition: The change.
    func change(_ transition: InputMode.Transition) {
        let wasSearching = mode.isSearching
        mode = mode.applying(transition)
        if mode.isSearching != wasSearching { needsFreshBodies = true }
    }

    /// What the screen's fixed views asked for when it was last resolved; `nil` before.
    var preferences: ResolvedPreferences? { resolved?.preferences }

    /// Whether the screen is a sheet or a full-screen cover: the first of a presentation.
    var isPresentationRoot: Bool { configuration.isPresentationRoot }

    /// The title resolved last.
    var title: String? { preferences?.title }

    /// The path value this screen stands for in the stack's path binding, if it does.
    var pathValue: AnyHashable? { configuration.pathValue }

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

extension ScreenEntry {
    /// What the screen brings to its next frame's planner; its caches are given up to it (the
    /// plan hands them back), so that the planner changes them where they are stored.
    /// - Returns: The session.
    func takeFrameSession() -> FramePlanner.Session {
        var caches = ScreenCaches()
        swap(&caches, &self.caches)
        return FramePlanner.Session(
            id: id, resolvedAtChange: resolvedFor?.change ?? -1, state: state, mode: mode, caches: caches,
            rowAlerts: rowAlerts, theme: configuration.terminalTheme, checkedWindow: checkedWindow,
            ignoredLinks: ignoredLinks)
    }
}
