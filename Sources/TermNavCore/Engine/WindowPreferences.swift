/// What the screen and the rows of a frame's window asked for, gathered in one pass over the
/// rows: the links to follow, the hooks to run, the presentations and alerts to show.
///
/// A scrolling key gathers them for every row on screen. They are gathered in one pass, a row
/// that asked for none of them passed over (``ResolvedPreferences/asksOfWindow``) and a row's
/// empty parts too, rather than in an array per part made from every row and then joined to the
/// screen's.
struct WindowPreferences {
    /// The rows' `navigationDestination`s (the screen's own are its preferences').
    private(set) var rowDestinations: [DestinationEntry] = []
    /// The screen's links a binding pushes, then the rows': only these can be active. A link
    /// pushed only when its row is activated (a value link, a plain destination) is not
    /// gathered: the frame has nothing to ask of it, and most rows hold one.
    private(set) var boundLinks: [LinkEntry] = []
    /// The screen's hooks, then the rows'.
    private(set) var hooks: [LifecycleHooks]
    /// The screen's presentations, then the rows'.
    private(set) var presentations: [PresentationEntry]
    /// The rows' alerts (the screen's own are its preferences').
    private(set) var rowAlerts: [AlertEntry] = []

    /// Gathers what the screen and its window's rows asked for.
    /// - Parameters:
    ///   - screen: The screen's own preferences.
    ///   - rows: The preferences of the window's rows that resolved apart from the screen, top
    ///     first.
    ///   - gathersActivations: Whether to gather the bound links and the presentations too:
    ///     a frame that knows which of them can be active already leaves them (and the copies of
    ///     a link per row) out.
    init(screen: ResolvedPreferences, rows: [ResolvedPreferences], gathersActivations: Bool = true) {
        hooks = screen.hooks
        presentations = []
        if gathersActivations {
            Self.appendBound(screen.links, to: &boundLinks)
            presentations = screen.presentations
        }
        gather(rows, activations: gathersActivations)
    }

    /// Gathers only the bound links and the presentations of some rows of a window, without
    /// the screen's own: those that may have become active.
    /// - Parameter rows: The preferences of the rows, top first.
    init(activationsOf rows: [ResolvedPreferences]) {
        hooks = []
        presentations = []
        for row in rows where row.asksOfWindow { addActivations(of: row) }
    }

    /// Adds what the rows asked for, after what is gathered already; their bound links and
    /// presentations only when `activations` is true.
    private mutating func gather(_ rows: [ResolvedPreferences], activations: Bool) {
        for row in rows where row.asksOfWindow {
            Self.append(row.destinations, to: &rowDestinations)
            Self.append(row.hooks, to: &hooks)
            Self.append(row.alerts, to: &rowAlerts)
            if activations { addActivations(of: row) }
        }
    }

    /// Adds a row's bound links and presentations.
    private mutating func addActivations(of row: ResolvedPreferences) {
        Self.appendBound(row.links, to: &boundLinks)
        Self.append(row.presentations, to: &presentations)
    }

    /// The change actions of the screen, then of the rows, each handed out once.
    /// - Parameters:
    ///   - screen: The screen's own preferences.
    ///   - rows: The window's rows' preferences.
    /// - Returns: The actions, in that order.
    static func takeChangeActions(screen: ResolvedPreferences, rows: [ResolvedPreferences]) -> [() -> Void] {
        var actions = screen.takeChangeActions()
        for row in rows where row.hasChangeActions {
            actions.append(contentsOf: row.takeChangeActions())
        }
        return actions
    }

    private static func append<Element>(_ part: [Element], to all: inout [Element]) {
        if !part.isEmpty { all.append(contentsOf: part) }
    }

    private static func appendBound(_ links: [LinkEntry], to all: inout [LinkEntry]) {
        // By index: a link is looked at where it is, copied only when it is gathered.
        for index in links.indices where links[index].isBound { all.append(links[index]) }
    }
}
