/// What a screen collects while its views resolve: its title and its links.
final class ScreenPreferences {
    /// The navigation title, if a view set one.
    var title: String?
    /// How the title is shown.
    var titleDisplayMode: NavigationBarItem.TitleDisplayMode = .automatic
    /// The screen's link table, filled as views resolve.
    let links = LinkRegistry()
    /// The `onAppear`/`onDisappear` hooks of the views resolved, in the order they resolved,
    /// each with the lazy row it belongs to (`nil` outside lazy rows).
    private(set) var lifecycle: [(path: ViewPath, row: Int?, hooks: LifecycleHooks)] = []
    private var lifecycleIndex: [ViewPath: Int] = [:]
    /// The lazy row being built, while one is.
    var buildingRow: Int?

    /// Adds a hook for the view at `path`.
    func addHook(at path: ViewPath, _ change: (inout LifecycleHooks) -> Void) {
        if let index = lifecycleIndex[path] {
            change(&lifecycle[index].hooks)
        } else {
            var hooks = LifecycleHooks()
            change(&hooks)
            lifecycleIndex[path] = lifecycle.count
            lifecycle.append((path, buildingRow, hooks))
        }
    }

    /// The hooks of the views on screen: those outside lazy rows, then those of the rows drawn,
    /// top to bottom. Rows built only to measure the scroll do not count.
    func visibleHooks(drawnRows: Range<Int>) -> [(path: ViewPath, hooks: LifecycleHooks)] {
        let fixed = lifecycle.filter { $0.row == nil }
        let rows = lifecycle.filter { $0.row.map(drawnRows.contains) ?? false }
            .sorted { ($0.row ?? 0) < ($1.row ?? 0) }
        return (fixed + rows).map { ($0.path, $0.hooks) }
    }
}

/// What a view asked to run when it appears on screen and when it leaves.
struct LifecycleHooks {
    var onAppear: [() -> Void] = []
    var onDisappear: [() -> Void] = []
}

/// The state of one resolution pass: where in the view tree it is, and what it collects.
struct ResolveContext {
    /// The screen's storage for `@State` and cached bodies.
    let graph: ViewGraph
    /// Preferences collected for the screen.
    let preferences: ScreenPreferences
    /// Whether the terminal shows UTF-8 (for glyphs).
    let unicode: Bool
    /// The path of the view being resolved.
    private(set) var path: ViewPath
    /// Whether bodies cached from earlier frames may be reused: true until a view's body is
    /// built again, after which its descendants are new values and must be built again too.
    private(set) var reusing: Bool

    init(
        graph: ViewGraph, preferences: ScreenPreferences, unicode: Bool, path: ViewPath = ViewPath(),
        reusing: Bool = true
    ) {
        self.graph = graph
        self.preferences = preferences
        self.unicode = unicode
        self.path = path
        self.reusing = reusing
    }

    /// A context for building a lazy `ForEach`'s row later, where the `ForEach` stood.
    func forRows(of node: ForEachNode) -> ResolveContext {
        ResolveContext(
            graph: graph, preferences: preferences, unicode: unicode, path: node.path, reusing: node.reusing)
    }

    /// The nodes with every lazy `ForEach` among them built out in full: outside a `List`,
    /// a `ForEach` is just its views one after another.
    func eager(_ nodes: [Node]) -> [Node] {
        nodes.flatMap { node -> [Node] in
            guard case .forEach(let forEach) = node else { return [node] }
            var rowContext = forRows(of: forEach)
            return (0..<forEach.count).flatMap { forEach.build($0, &rowContext).flattened }
        }
    }

    /// A container's content as its list of children: groups opened up, `ForEach` built out.
    mutating func children<Content: View>(of content: Content) -> [Node] {
        eager(resolveChild(content, index: 0).flattened)
    }

    /// Resolves a child view one step down the path.
    mutating func resolveChild<V: View>(_ view: V, index: Int) -> Node {
        resolve(view, at: .index(index))
    }

    /// Resolves a view one step down the path.
    mutating func resolve<V: View>(_ view: V, at component: ViewPath.Component) -> Node {
        let saved = path
        path = path.appending(component)
        defer { path = saved }
        return resolve(view)
    }

    /// Resolves a view at the current path: a built-in view resolves itself; a user view has its
    /// state linked, then its body built (or reused) and resolved.
    mutating func resolve<V: View>(_ view: V) -> Node {
        if let primitive = view as? any PrimitiveView {
            return primitive.resolve(in: &self)
        }
        let savedPath = path
        let savedReusing = reusing
        defer {
            path = savedPath
            reusing = savedReusing
        }
        path = path.appending(.type(ObjectIdentifier(V.self)))
        let record = graph.record(at: path)
        linkState(of: view, into: record)
        let body: V.Body
        if reusing, !record.isDirty, let cached = record.cachedBody as? V.Body {
            body = cached
        } else {
            body = view.body
            record.cachedBody = body
            record.isDirty = false
            reusing = false
        }
        return resolve(body)
    }

    /// Points each `@State` of the view at the screen's storage.
    private func linkState<V: View>(of view: V, into record: ViewRecord) {
        for child in Mirror(reflecting: view).children {
            if let storage = child.value as? any DynamicStorage {
                storage.link(into: record, name: child.label ?? "")
            }
        }
    }
}
