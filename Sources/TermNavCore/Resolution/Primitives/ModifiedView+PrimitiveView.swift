@MainActor
extension ModifiedView: PrimitiveView {
    /// Resolves the content, then applies the modifier: to the node, or to the screen's
    /// preferences. The content resolves first, so the innermost title wins, as in SwiftUI; an
    /// environment change applies before, to everything inside.
    func resolve(in context: inout ResolveContext) -> Node {
        if case .environment(let change) = modifier {
            let saved = context.environment
            change(&context.environment)
            defer { context.environment = saved }
            // The screen is drawn in the outermost theme its views set.
            let theme = context.environment.terminalTheme
            if theme != saved.terminalTheme, context.preferences.theme == nil {
                context.preferences.theme = theme
            }
            return context.resolvePart(content, index: 0)
        }
        if case .onSubmit(let triggers, let action) = modifier, triggers.contains(.text) {
            // The text fields inside run it on Enter (kept outermost first).
            let saved = context.environment
            context.environment[SubmitActionsKey.self].append(action)
            defer { context.environment = saved }
            let node = context.resolvePart(content, index: 0)
            if triggers.contains(.search) { context.preferences.searchSubmitActions.append(action) }
            return node
        }
        if case .preference(let use) = modifier {
            return resolve(use, in: &context)
        }
        if case .id(let id) = modifier {
            // The content's path steps through the identity, so a new one is a new view: its
            // state, its body and its hooks start afresh, as SwiftUI's do.
            context.graph.noteIdentity(id, at: context.path)
            return Self.identified(context.resolvePart(content, at: .id(id)), by: id)
        }
        if case .disabled(true) = modifier {
            let saved = context.environment
            context.environment.isEnabled = false
            defer { context.environment = saved }
            return .modified(context.resolvePart(content, index: 0), .disabled)
        }
        if case .allowsHitTesting(false) = modifier {
            let saved = context.environment
            context.environment.allowsHitTesting = false
            defer { context.environment = saved }
            return context.resolvePart(content, index: 0)
        }
        let node = context.resolvePart(content, index: 0)
        let preferences = context.preferences
        switch modifier {
        case .hidden:
            return .modified(node, .hidden)
        case .opacity(let opacity):
            return opacity <= 0 ? .modified(node, .invisible) : node
        case .background(let background):
            return Self.node(node, behind: context.resolveChild(background, index: 1))
        case .style(let style):
            return style == .plain ? node : .modified(node, .style(context.environment.adjusted(style)))
        case .foregroundGradient(let gradient):
            let paint = CellPaint(
                gradient: context.environment.adjusted(gradient), scheme: context.environment.colorScheme,
                target: .foreground)
            return .modified(node, .paint(paint))
        case .navigationTitle(let title, let displayMode):
            if preferences.title == nil { preferences.title = title }
            if let displayMode, preferences.titleDisplayMode == .automatic {
                preferences.titleDisplayMode = displayMode
            }
            return node
        case .titleDisplayMode(let displayMode):
            if preferences.titleDisplayMode == .automatic { preferences.titleDisplayMode = displayMode }
            return node
        case .accessory(let accessory, let action):
            return .modified(node, .accessory(accessory, action: action))
        case .onAppear(let action):
            if let action { preferences.addHook(at: context.path) { $0.onAppear.append(action) } }
            return node
        case .onDisappear(let action):
            if let action { preferences.addHook(at: context.path) { $0.onDisappear.append(action) } }
            return node
        case .task(let task):
            Self.resolveTask(task, in: context)
            return node
        case .onChange(let observer):
            let new = observer.value.value
            if let old = context.graph.swapWatchedValue(at: context.path, for: new) {
                if !observer.value.isEqual(old) { preferences.addChangeAction { observer.action(old, new) } }
            } else if observer.initial {
                preferences.addChangeAction { observer.action(new, new) }
            }
            return node
        case .environment, .preference:
            // Resolved around their content, above.
            return node
        case .navigationDestination(let rule):
            preferences.destinations.append(DestinationEntry(rule: rule, environment: context.environment))
            return node
        case .presentedDestination(let destination):
            let link = LinkEntry(
                path: context.path.appending(.index(2)),
                target: .view(LinkDestination(make: destination.make)),
                activation: .bound(
                    isActive: destination.isActive, activate: {}, deactivate: destination.deactivate),
                environment: context.environment)
            preferences.register(link)
            return node
        case .toolbar(let content):
            let items = context.resolveChild(content, index: 3)
            for item in items.flattened {
                preferences.toolbar.append(contentsOf: Self.toolbarEntries(item, region: .trailing))
            }
            return node
        case .lineLimit(let limit):
            return .modified(node, .lineLimit(limit))
        case .onKeyPress(let handler):
            return .modified(node, .keyPress(handler))
        case .presentation(let presentation):
            preferences.presentations.append(
                PresentationEntry(
                    path: context.path.appending(.index(4)), presentation: presentation,
                    environment: context.environment))
            return node
        case .searchable(let field):
            if preferences.search == nil { preferences.search = field }
            return node
        case .scrollPosition(let binding):
            if preferences.scrollPosition == nil { preferences.scrollPosition = binding }
            return node
        case .alert(let alert):
            if alert.isActive() { preferences.alerts.append(AlertEntry(alert, in: &context)) }
            return node
        case .interactiveDismissDisabled(let isDisabled):
            if preferences.interactiveDismissDisabled == nil {
                preferences.interactiveDismissDisabled = isDisabled
            }
            return node
        case .padding(let insets):
            return insets.isEmpty ? node : .modified(node, .padding(insets))
        case .frame(let frame):
            return frame.isEmpty ? node : .modified(node, .frame(frame))
        case .overlay(let overlay, let alignment):
            return Self.node(node, under: context.resolveChild(overlay, index: 5), alignment: alignment)
        case .border(let shape):
            guard case .stroke(_, let style) = shape.paint, style.lineWidth > 0 else { return node }
            return .modified(node, .border(shape))
        case .clip(let clip):
            // A rectangle keeps every cell of the node's block, and cuts what is drawn past it.
            return .modified(node, .clip(clip))
        case .disabled:
            // Disabling was handled above; `.disabled(false)` changes nothing.
            return node
        case .textAlignment(let alignment):
            return .modified(node, .textAlignment(alignment))
        case .layout(let trait):
            return .modified(node, .layout(trait))
        case .focus(let target):
            return .modified(node, .rowTrait(.focus(target)))
        case .focusable(let isFocusable):
            return .modified(node, .rowTrait(.focusable(isFocusable)))
        case .onSubmit(let triggers, let action):
            if triggers.contains(.search) { preferences.searchSubmitActions.append(action) }
            return node
        case .gesture(let actions):
            // Inside `.allowsHitTesting(false)`, the view answers no taps and takes no focus
            // for them.
            guard context.environment.allowsHitTesting, !actions.isEmpty else { return node }
            return .modified(node, .rowTrait(.gesture(actions)))
        case .allowsHitTesting:
            // Turning hit testing off was handled above; `true` changes nothing.
            return node
        case .backButtonHidden(let isHidden):
            if preferences.backButtonHidden == nil { preferences.backButtonHidden = isHidden }
            return node
        case .tag(let tag):
            return .modified(node, .rowTrait(.tag(tag)))
        case .id:
            // Resolved above, at its own path.
            return node
        case .swipeActions(let actions):
            return .modified(node, .rowTrait(.swipeActions(actions)))
        case .accessibility(var attributes):
            // `.accessibilityRepresentation`: the view read in place of this one gives its words,
            // its value and what kind of control it is.
            if let representation = attributes.representation {
                let read = context.resolveChild(AnyView(representation), index: 6)
                let own = read.spokenAccessibility
                attributes.label = attributes.label ?? own?.label ?? read.spokenWords
                attributes.value = attributes.value ?? own?.value
                attributes.role = attributes.role ?? own?.role
            }
            return node.addingAccessibility(attributes)
        case .navigationBarHidden(let isHidden):
            if preferences.navigationBarHidden == nil { preferences.navigationBarHidden = isHidden }
            return node
        case .barVisibility(let visibility, let bars):
            guard visibility != .automatic else { return node }
            let isHidden = visibility == .hidden
            for placement in bars {
                switch placement.bar {
                case .automatic, .navigationBar, .windowToolbar:
                    if preferences.navigationBarHidden == nil { preferences.navigationBarHidden = isHidden }
                case .tabBar:
                    if preferences.tabBarHidden == nil { preferences.tabBarHidden = isHidden }
                case .bottomBar:
                    if preferences.bottomBarHidden == nil { preferences.bottomBarHidden = isHidden }
                }
            }
            return node
        }
    }

    /// Registers a `.task`: started when its view appears, cancelled when it disappears, and
    /// started again once the frame is built when its id changed while it ran.
    private static func resolveTask(_ task: ViewTask, in context: ResolveContext) {
        guard let loop = context.graph.changes?.loop else { return }
        let graph = context.graph
        let path = context.path
        context.preferences.addHook(at: path) { hooks in
            hooks.onAppear.append { graph.startTask(at: path, task, on: loop) }
            hooks.onDisappear.append { graph.cancelTask(at: path) }
        }
        if let id = task.id, graph.taskNeedsRestart(at: path, for: id) {
            context.preferences.addChangeAction { graph.startTask(at: path, task, on: loop) }
        }
    }

    /// A node marked with the identity `.id(_:)` gave it, for `scrollTo` to find it by. Views
    /// that are rows of their own (a `ForEach`, a section, a list) are left as they are, so they
    /// stay rows; siblings (a `Group`) give it to the first.
    private static func identified(_ node: Node, by id: AnyHashable) -> Node {
        switch node {
        case .forEach, .list, .empty, .modified(_, .rowTrait(.section)):
            return node
        case .group:
            var parts = node.flattened
            guard let first = parts.first else { return node }
            parts[0] = identified(first, by: id)
            return .group(parts)
        case .text, .image, .spacer, .divider, .color, .shape, .stack, .zstack, .button, .link, .labeled,
            .modified, .arranged, .bar:
            return .modified(node, .rowTrait(.id(id)))
        }
    }

    /// The toolbar items a resolved toolbar part holds: a `ToolbarItem` or `ToolbarItemGroup`
    /// places its children; any other view is one item where its parent placed it.
    private static func toolbarEntries(_ node: Node, region: ToolbarItemPlacement.Region) -> [ToolbarEntry] {
        if case .modified(let inner, .toolbarPlacement(let placed)) = node {
            return inner.flattened.flatMap { toolbarEntries($0, region: placed) }
        }
        return [ToolbarEntry(region: region, node: node)]
    }
}

extension ModifiedView {
    /// Reads the content's texts, in the environment the modifier sets; a hidden or transparent
    /// view shows none. A modifier that adds views of its own (a background, an overlay) or
    /// changes what a row reads as (accessibility, a preference) is left to resolution.
    @MainActor func readText(into reader: inout RowTextReader) -> Bool {
        switch modifier {
        case .environment(let change):
            return reader.read(content, changing: change)
        case .hidden:
            return true
        case .opacity(let opacity):
            return opacity <= 0 ? true : reader.read(content)
        case .background, .overlay, .accessibility, .preference, .alert:
            return false
        case .style, .foregroundGradient, .navigationTitle, .titleDisplayMode, .accessory, .onAppear,
            .onDisappear, .task, .onChange, .navigationDestination, .presentedDestination, .toolbar,
            .backButtonHidden, .lineLimit, .onKeyPress, .presentation, .interactiveDismissDisabled,
            .navigationBarHidden, .barVisibility, .tag, .id, .swipeActions, .padding, .frame, .border, .clip,
            .disabled, .textAlignment, .searchable, .scrollPosition, .layout, .focus, .focusable, .onSubmit,
            .gesture,
            .allowsHitTesting:
            return reader.read(content)
        }
    }
}
