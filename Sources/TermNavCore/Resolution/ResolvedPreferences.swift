/// What views ask of their screen while they resolve: a title, links, lifecycle hooks.
///
/// One collector gathers the fixed part of a screen; each lazily built list row gets a collector
/// of its own, so a row carries its own links and hooks and the engine can tell which belong to
/// the rows it shows.
final class ResolvedPreferences {
    /// Where the screen's spine ends (``ResolveContext/isOnSpine``): its path tells which
    /// content the screen shows. `nil` until it ends, and for a screen of one view.
    var spineEnd: ViewPath?
    /// The navigation title, if a view set one; the innermost setter wins, and among siblings
    /// the first.
    var title: String?
    /// Where the `ForEach`es resolved before any view set the title stand, in order: the rows
    /// they build later may set it, and then win (``RowSource/firstRowTitle(among:)``).
    private(set) var rowsBeforeTitle: [ViewPath] = []
    /// How the title is shown.
    var titleDisplayMode: NavigationBarItem.TitleDisplayMode = .automatic
    /// Whether the back label (or breadcrumb) is hidden, when a view said.
    var backButtonHidden: Bool?
    /// Whether the navigation bar (back label, title, top toolbar items) is hidden, when a view
    /// said; the innermost setter wins.
    var navigationBarHidden: Bool?
    /// Whether the navigation bar is hidden: only when a view said so.
    var hidesBar: Bool { navigationBarHidden ?? false }
    /// Whether the tab bar of the tab view the screen is in is hidden while the screen shows,
    /// when a view said (`.toolbar(.hidden, for: .tabBar)`); the innermost setter wins.
    var tabBarHidden: Bool?
    /// Whether the bottom toolbar is hidden, when a view said; the innermost setter wins.
    var bottomBarHidden: Bool?
    /// Whether a lazy grid kept its `ForEach`es lazy where the screen makes its parts: the
    /// screen then makes its rows of the grid's lines, and builds out any such grid it does not.
    var hasLazyGrid = false
    /// Whether a view was made for the width of the screen's content (a `Table`'s columns): the
    /// screen's resolution then stands only at that width.
    var readsWidth = false
    /// Whether a vertical scroll view stands among the screen's own parts: its content starts at
    /// the top of the content area rather than centred in it (``ContentStacks/startsAtTop``).
    var scrollsDown = false
    /// The path of the navigation stack the screen's views declared, if one is bound to a path.
    var pathBinding: PathBinding?
    /// The `navigationDestination(for:)` rules declared, in the order they resolved.
    var destinations: [DestinationEntry] = [] { didSet { asksOfWindow = true } }
    /// What refreshing the screen's list does (`.refreshable`), if it can be refreshed.
    var refresh: RefreshAction?
    /// The selections of the lists that select, in the order they resolved.
    var listSelections: [RegisteredSelection] = []
    /// The toolbar items, in the order they resolved.
    var toolbar: [ToolbarEntry] = []
    /// The tabs of the screen's tab view (the outermost, when views nest them), if it has one.
    var tabBar: TabBarEntry?
    /// The sheets and full-screen covers declared, in the order they resolved.
    var presentations: [PresentationEntry] = [] { didSet { asksOfWindow = true } }
    /// The screen's search field, if a view declared one (the innermost wins).
    var search: SearchField?
    /// The binding of the screen's scroll position (`.scrollPosition`), if a view declared one
    /// (the innermost wins).
    var scrollPosition: ScrollPositionBinding?
    /// The search field's suggestions (`.searchSuggestions(_:)`), a node each, shown under it
    /// while it has the focus (the outermost declared win).
    var searchSuggestions: [Node] = []
    /// The actions of `.onSubmit(of: .search)`, run when Enter is pressed in the search field.
    var searchSubmitActions: [() -> Void] = []
    /// The alerts and confirmation dialogs shown, in the order they resolved.
    var alerts: [AlertEntry] = [] { didSet { asksOfWindow = true } }
    /// Whether Esc is kept from dismissing the screen, when a view said (the innermost wins).
    var interactiveDismissDisabled: Bool?
    /// The keyboard shortcuts of the controls, in the order they resolved (the first of two
    /// with the same key wins).
    var shortcuts: [ShortcutEntry] = []
    /// Whether the row cannot be deleted (`.deleteDisabled(_:)`), when a view in it said; the
    /// innermost wins.
    var deleteDisabled: Bool?
    /// Whether the row cannot be moved (`.moveDisabled(_:)`), when a view in it said.
    var moveDisabled: Bool?
    /// The colour theme a view set (`.terminalTheme(_:)`), if any; the outermost wins.
    var theme: TerminalTheme?
    /// The links registered, in the order they resolved.
    private(set) var links: [LinkEntry] = []
    /// The `onAppear`/`onDisappear` hooks, in the order their views resolved.
    private(set) var hooks: [LifecycleHooks] = []
    private var hookIndex: [ViewPath: Int] = [:]
    /// Actions to run once the frame's views are built: `.onChange(of:)` actions of values that
    /// changed, `.task(id:)` restarts.
    private(set) var changeActions: [() -> Void] = []
    /// Whether `changeActions` holds any: read for every row of a window a scroll gathers, where
    /// reading the array itself would take an exclusivity check.
    private(set) var hasChangeActions = false
    /// Whether the views asked for anything a frame gathers from the rows of its window
    /// (``WindowPreferences``): a destination rule, a link a binding pushes, a hook, a
    /// presentation or an alert. A row of a list whose views asked for none (a value link and its
    /// label) is passed over when a scroll gathers its window.
    private(set) var asksOfWindow = false

    /// Notes a `ForEach` at `path`, if no view has set the title yet.
    func noteRows(at path: ViewPath) {
        if title == nil { rowsBeforeTitle.append(path) }
    }

    /// Adds an action to run once the frame's views are built.
    func addChangeAction(_ action: @escaping () -> Void) {
        changeActions.append(action)
        hasChangeActions = true
    }

    /// The actions to run once the frame's views are built, each handed out once.
    func takeChangeActions() -> [() -> Void] {
        defer {
            changeActions = []
            hasChangeActions = false
        }
        return changeActions
    }

    /// Adds a link.
    func register(_ link: LinkEntry) {
        links.append(link)
        if link.isBound { asksOfWindow = true }
    }

    /// Adds a hook for the view at `path`, beside any it already has.
    func addHook(at path: ViewPath, _ change: (inout LifecycleHooks) -> Void) {
        asksOfWindow = true
        if let index = hookIndex[path] {
            change(&hooks[index])
        } else {
            var view = LifecycleHooks(path: path)
            change(&view)
            hookIndex[path] = hooks.count
            hooks.append(view)
        }
    }
}
