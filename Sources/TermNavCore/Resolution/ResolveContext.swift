/// The state of one resolution pass: where in the view tree it is, and where what the views ask
/// of their screen is collected.
@MainActor
struct ResolveContext {
    /// The screen's storage for `@State` and cached bodies.
    let graph: ViewGraph
    /// What is known of each view type: built in, or with `@State` to link.
    let viewTypes: ViewTypeIndex
    /// Where titles, links and hooks are collected: the screen's, or a lazy row's own.
    let preferences: ResolvedPreferences
    /// Whether the terminal shows UTF-8 (for glyphs).
    let unicode: Bool
    /// The environment where the view being resolved stands.
    var environment: EnvironmentValues
    /// The path of the view being resolved.
    private(set) var path: ViewPath
    /// Whether bodies cached from earlier frames may be reused: true until a view's body is
    /// built again, after which its descendants are new values and must be built again too.
    private(set) var reusing: Bool
    /// Whether the view being resolved stands where the screen's parts are made: its root, and
    /// inside the views the screen opens up into parts (stacks down, groups, scroll views,
    /// navigation containers, modifiers). A lazy grid there keeps its `ForEach`es lazy; a view
    /// resolved through ``resolveChild(_:index:)`` is nested, and only
    /// ``resolvePart(_:index:)`` keeps it.
    var isScreenPart = false
    /// Whether the view being resolved is on the screen's spine: the chain of single views from
    /// the root (bodies, modifiers, a `NavigationStack`, the branch of an `if`, `.id(_:)`'s
    /// content) down to the first view with several children or a nested one. Where the spine
    /// ends (``ResolvedPreferences/spineEnd``) tells which content the screen shows: a branch
    /// taken or an identity changed above it is another content, not the same one changed.
    var isOnSpine = false
    /// The columns the screen's content is laid out in, for a view that sizes its parts to it
    /// (a `Table`'s columns): read through ``contentWidth()``, which ties the screen's
    /// resolution to that width.
    var width = 78
    /// Where the preference values the views set go, in order: the scope of the nearest
    /// preference modifier around them that reads or changes them (``PreferenceScope``); `nil`
    /// where none does, and in a lazily built row, whose values reach no view around its list.
    var preferenceScope: PreferenceScope?

    init(
        graph: ViewGraph, viewTypes: ViewTypeIndex, preferences: ResolvedPreferences,
        unicode: Bool, environment: EnvironmentValues, path: ViewPath = ViewPath(), reusing: Bool = true
    ) {
        self.graph = graph
        self.viewTypes = viewTypes
        self.preferences = preferences
        self.unicode = unicode
        self.environment = environment
        self.path = path
        self.reusing = reusing
    }

    /// A context for building a lazy `ForEach`'s row later, where the `ForEach` stood, collecting
    /// into `preferences`.
    func forRows(of node: ForEachNode, collectingInto preferences: ResolvedPreferences) -> ResolveContext {
        var context = ResolveContext(
            graph: graph, viewTypes: viewTypes, preferences: preferences, unicode: unicode,
            environment: node.environment, path: node.path, reusing: node.reusing)
        context.width = width
        return context
    }

    /// This context resolving into another graph (a throwaway one, to read views once).
    func with(graph: ViewGraph) -> ResolveContext {
        var context = ResolveContext(
            graph: graph, viewTypes: viewTypes, preferences: preferences, unicode: unicode,
            environment: environment, path: path, reusing: false)
        context.width = width
        return context
    }

    /// The columns the screen's content is laid out in. A view that reads it is made for that
    /// width: the screen is resolved again when the width changes (a resize).
    func contentWidth() -> Int {
        preferences.readsWidth = true
        return width
    }

    /// The nodes with every lazy `ForEach` among them built out in full: outside a `List`,
    /// a `ForEach` is just its views one after another.
    func eager(_ nodes: [Node]) -> [Node] {
        nodes.flatMap { node -> [Node] in
            guard case .forEach(let forEach) = node else { return [node] }
            var rowContext = forRows(of: forEach, collectingInto: preferences)
            rowContext.preferenceScope = preferenceScope
            return (0..<forEach.count).flatMap { forEach.build($0, &rowContext).node.flattened }
        }
    }

    /// A container's content as its list of children: groups opened up, `ForEach` built out.
    mutating func children<Content: View>(of content: Content) -> [Node] {
        eager(resolveChild(content, index: 0).flattened)
    }

    /// The children of a container the screen opens up into parts (a vertical stack), standing
    /// where it does (see ``isScreenPart``): groups opened up, `ForEach` built out.
    mutating func parts<Content: View>(of content: Content) -> [Node] {
        eager(resolvePart(content, index: 0).flattened)
    }

    /// Resolves a child view one step down the path.
    mutating func resolveChild<V: View>(_ view: V, index: Int) -> Node {
        resolve(view, at: .index(index))
    }

    /// Resolves a view one step down the path, nested: not a part of the screen's own.
    mutating func resolve<V: View>(_ view: V, at component: ViewPath.Component) -> Node {
        let saved = path
        let savedPart = isScreenPart
        endSpine()
        path = path.appending(component)
        isScreenPart = false
        defer {
            path = saved
            isScreenPart = savedPart
        }
        return resolve(view)
    }

    /// Ends the screen's spine here, if the view being resolved is on it: its path is where the
    /// spine ends. Once ended, it stays ended for the rest of the screen's resolution.
    mutating func endSpine() {
        guard isOnSpine else { return }
        isOnSpine = false
        if preferences.spineEnd == nil { preferences.spineEnd = path }
    }

    /// Resolves a child view one step down the path, standing where its parent does: a part of
    /// the screen's own if the parent is one (a container the screen opens up into parts).
    mutating func resolvePart<V: View>(_ view: V, index: Int) -> Node {
        resolvePart(view, at: .index(index))
    }

    /// Resolves a child view one step down the path, at `component`, standing where its parent
    /// does (``resolvePart(_:index:)``): `.id(_:)`'s content, whose step is its identity.
    mutating func resolvePart<V: View>(_ view: V, at component: ViewPath.Component) -> Node {
        guard isScreenPart else { return resolve(view, at: component) }
        let saved = path
        path = path.appending(component)
        defer { path = saved }
        return resolve(view)
    }

    /// Resolves a view at the current path: a built-in view resolves itself; a user view has its
    /// state linked, then its body built (or reused) and resolved.
    mutating func resolve<V: View>(_ view: V) -> Node {
        if let primitive = viewTypes.primitive(V.self) {
            return primitive.resolve(view, in: &self)
        }
        return resolveBody(of: view)
    }

    /// Resolves a user view: its state linked, then its body built (or reused) and resolved.
    ///
    /// Apart from ``resolve(_:)`` so that a built-in view, resolved there, makes nothing this
    /// needs: unspecialized, this makes the metadata of an optional body as it starts.
    @inline(never)
    private mutating func resolveBody<V: View>(of view: V) -> Node {
        resolveBody(of: view) { $0.body }
    }

    /// Resolves the body of a view or a view modifier (`owner`): its state linked, then the body
    /// built (or reused) and resolved, one step down the path, named by the owner's type.
    /// - Parameters:
    ///   - owner: The view or modifier, whose dynamic properties (`@State`, …) are linked.
    ///   - build: Builds its body.
    /// - Returns: The body's node.
    mutating func resolveBody<Owner, Body: View>(of owner: Owner, build: (Owner) -> Body) -> Node {
        let savedPath = path
        let savedReusing = reusing
        defer {
            path = savedPath
            reusing = savedReusing
        }
        path = path.appending(.type(ObjectIdentifier(Owner.self)))
        let record = graph.record(at: path)
        viewTypes.link(owner, into: record, environment: environment)
        let body: Body
        if reusing, !record.isDirty, let cached = record.cachedBody as? Body {
            body = cached
        } else {
            body = StateReading.reading(as: record) { record.tracking { build(owner) } }
            record.cachedBody = body
            record.isDirty = false
            reusing = false
        }
        // What the body's built-in views read as they resolve (a toggle its binding, a
        // disclosure group its content, made by a closure of this view's) is read for this
        // view too: a change to it builds the body again, and what it made with it.
        return StateReading.reading(as: record) { resolve(body) }
    }
}

extension ResolveContext {
    /// The tint colour here (`.tint(_:)`), in the environment's colour adjustments; `nil` where
    /// none is set.
    var tint: Color? {
        environment[TintKey.self].map(environment.adjusted)
    }
}
