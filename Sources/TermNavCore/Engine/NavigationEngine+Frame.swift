extension NavigationEngine {
    /// The most times one frame is made again (a link followed, the path followed, or appear
    /// hooks that changed state), so that links whose destinations push again straight away
    /// cannot loop for ever.
    static let maximumRoundsPerFrame = 16
    /// A screen reused from frame to frame keeps every row resolved since it was last resolved,
    /// and its view graph every record; past these counts (scrolling far through a long list) it
    /// is resolved afresh, which keeps only the rows shown. Both are several screenfuls, so a
    /// fresh resolution comes once per hundreds of rows scrolled.
    private static let rowsKeptBeforeRefresh = 1_024
    private static let recordsKeptBeforeRefresh = 4_096

    /// Makes the next frame of the top screen: resolves it, follows the path binding if the app
    /// changed it, lays the screen out, settles focus and scroll, resolves the rows of the
    /// window, then runs the appear and disappear hooks and follows any bound link whose binding
    /// asks for its destination (making the frame again after any of these). Links and hooks are
    /// all known before anything is drawn.
    ///
    /// Each attempt (``makeFrame(size:round:)``) either gives the frame or says why the frame must
    /// be made again (``FrameRound/Reason``); the reasons of the last frame are kept in
    /// ``lastFrameRounds`` for tests. Past ``maximumRoundsPerFrame`` attempts, what would make the
    /// frame again is left to the next frame.
    /// - Parameters:
    ///   - size: The terminal's size.
    ///   - unicode: Whether the terminal shows UTF-8.
    /// - Returns: The frame, for the renderer.
    func frame(size: Size, unicode: Bool) -> Frame {
        self.unicode = unicode
        contentWidth = ScreenLayout.contentWidth(forWidth: size.width)
        var reasons: [FrameRound.Reason] = []
        for entry in screens.entries { entry.graph.startDrawnFrame() }
        while true {
            switch makeFrame(size: size, round: reasons.count) {
            case .done(let frame):
                if openStartURL() {
                    reasons.append(.urlOpened)
                    continue
                }
                lastFrameRounds = reasons
                var shown = withNotice(frame)
                shown.showsNewScreen = shown.screen != lastFramedScreen
                lastFramedScreen = shown.screen
                return shown
            case .again(let reason):
                reasons.append(reason)
            }
        }
    }

    /// One attempt at the top screen's frame.
    /// - Parameters:
    ///   - size: The terminal's size.
    ///   - round: How many attempts this frame made before.
    /// - Returns: The frame, or why it must be made again.
    private func makeFrame(size: Size, round: Int) -> FrameRound {
        let mayRestart = round < Self.maximumRoundsPerFrame
        if mayRestart, dismissWithdrawnPresentations() { return .again(.presentationWithdrawn) }
        if mayRestart, followTabSelection() { return .again(.tabSelectionFollowed) }
        let entry = screens.top
        let screen: ResolvedScreen
        let isFresh: Bool
        if entry.contentArea == nil { entry.contentArea = Self.estimatedContentArea(size) }
        if let reused = reusableScreen(for: entry) {
            screen = reused
            isFresh = false
        } else {
            isFresh = true
            screen = resolve(entry)
            adoptTabs(of: entry)
        }
        settleTabBarFocus()
        if mayRestart, followPath() { return .again(.pathFollowed) }
        applyFilter(to: screen, of: entry)
        applyScrollRequest(on: entry, screen: screen)
        applyScrollPosition(on: entry, screen: screen)
        let focusStates = FocusStates.declared.load(ordering: .relaxed) ? FocusSync(screen: screen) : nil
        if let request = focusStates?.requested(in: entry.state, seen: entry.focusStates) {
            entry.focusStates = request.seen
            if let moved = request.state { entry.state = moved }
        }
        syncTextField(on: entry, screen: screen)
        let plan = planner(size: size).plan(screen, session: entry.takeFrameSession(), mayAct: mayRestart)
        entry.state = plan.state
        entry.caches = plan.caches
        entry.change(.showDialog(plan.dialog))
        // The frame settled the focus on a text field (a screen's first frame): it is planned
        // again, editing it.
        if syncTextField(on: entry, screen: screen), mayRestart { return .again(.textFieldFocused) }
        // Views not resolved in a fresh resolution (rows scrolled away) are let go.
        if isFresh { entry.graph.endFrame() }
        let area = Self.contentArea(of: plan.frame.layout)
        entry.contentArea = area
        if let offer = screen.rootOffer, offer != area, mayRestart {
            // A reader at the root was offered another size than the content area has: it is
            // resolved again for the area, in this frame.
            entry.resolved = nil
            return .again(.readerResized)
        }
        if let window = plan.window {
            entry.rowDestinations = window.rowDestinations
            entry.ignoredLinks = window.ignoredLinks
            if apply(window.effects, on: entry) { return .again(.effectsApplied) }
            if window.checksWindow { entry.checkedWindow = entry.state.drawnRows }
        }
        if writeFocus(focusStates, on: entry), mayRestart { return .again(.focusWritten) }
        if writeScrollPosition(on: entry, screen: screen), mayRestart {
            return .again(.scrollPositionWritten)
        }
        return .done(plan.frame)
    }

    /// Writes the screen's focus into the focus states tied to its views.
    /// - Returns: Whether a state changed, and so what views show: the frame is made again.
    private func writeFocus(_ sync: FocusSync?, on entry: ScreenEntry) -> Bool {
        guard let sync else { return false }
        let written = sync.write(entry.state)
        entry.focusStates = written.seen
        return written.changed
    }

    /// The planner of the top screen's frame, for the stack as it is now.
    /// - Parameter size: The terminal's size.
    /// - Returns: The planner.
    func planner(size: Size) -> FramePlanner {
        FramePlanner(
            size: size, unicode: unicode, keyMap: keyMap, stack: screens.ids,
            barStack: screens.entries[presentationBase...], canGoBack: canGoBack, tabBar: tabBarPlan)
    }

    /// Applies a frame's effects in order, up to the first that may have changed state.
    /// - Parameters:
    ///   - effects: The effects, as ``WindowPlan`` decided them.
    ///   - entry: The screen the frame shows.
    /// - Returns: Whether the frame must be made again.
    private func apply(_ effects: [FrameEffect], on entry: ScreenEntry) -> Bool {
        for effect in effects {
            switch effect {
            case .showRowAlerts(let alerts):
                entry.rowAlerts = alerts
                return true
            case .runChangeActions(let actions):
                for action in actions { action() }
                return true
            case .updateAppearance(let hooks):
                // Hooks may have changed state: the frame is made again with it.
                if entry.updateAppearance(hooks) { return true }
            case .follow(let link):
                follow(link)
                return true
            case .present(let presentation):
                present(presentation)
                return true
            }
        }
        return false
    }

    /// The screen resolved for an earlier frame, when it still stands: the same screen, in the
    /// same glyph set, no state changed anywhere since, and not grown too large by scrolling. A
    /// key that only moves the focus then costs no resolution at all.
    func reusableScreen(for entry: ScreenEntry) -> ResolvedScreen? {
        guard let resolved = entry.resolved, !entry.needsFreshBodies, let key = entry.resolvedFor,
            key
                == ScreenEntry.ResolutionKey(
                    change: changes.count, unicode: unicode, width: key.width == nil ? nil : contentWidth),
            resolved.rootOffer == nil || resolved.rootOffer == entry.contentArea,
            resolved.rows.resolvedCount <= Self.rowsKeptBeforeRefresh,
            entry.graph.recordCount <= Self.recordsKeptBeforeRefresh
        else { return nil }
        return resolved
    }

    /// Resolves a screen and keeps what its views asked for. Bodies cached from earlier frames
    /// are reused unless the view's own state, or state its body read (through a binding, even
    /// another screen's), changed, or an ancestor's body was built again.
    func resolve(_ entry: ScreenEntry) -> ResolvedScreen {
        // Views made for the content's width (a table's columns) hand it to the bodies below
        // them, which are built again at another width.
        let widthChanged =
            entry.resolved?.preferences.readsWidth == true && entry.resolvedFor?.width != contentWidth
        let screen = ResolvedScreen(
            root: entry.configuration.root, graph: entry.graph, viewTypes: viewTypes, unicode: unicode,
            environment: environment(of: entry), reusing: !entry.needsFreshBodies && !widthChanged,
            width: contentWidth,
            contentArea: entry.contentArea ?? GeometryContent.Offer(width: nil, height: nil))
        entry.resolvedFor = ScreenEntry.ResolutionKey(
            change: changes.count, unicode: unicode,
            width: screen.rows.hasGridLines || screen.preferences.readsWidth ? contentWidth : nil)
        // A lazy grid flowed for another width has its lines anew: the focus stays on its item.
        if let before = entry.resolved?.rows, before.hasGridLines || screen.rows.hasGridLines {
            entry.state.reflow(from: before, to: screen.rows)
        }
        // Other content in place of the last (`if loggedIn { Feed() } else { LogIn() }` at the
        // root, a new `.id(_:)`): it starts at its top, as a new view does, not at the last
        // content's focus.
        if let before = entry.resolved, before.preferences.spineEnd != screen.preferences.spineEnd {
            entry.state.startAfresh()
        }
        entry.needsFreshBodies = false
        entry.resolved = screen
        // The rows laid out stay until the next frame plans, which lays out the new rows and
        // keeps the generations of those that draw as before (`RowLayout.init(replacing:)`).
        entry.checkedWindow = nil
        return screen
    }

    /// A screen's content area: the lines of its header, rows and footer, within the margins.
    private static func contentArea(of layout: ScreenLayout) -> GeometryContent.Offer {
        GeometryContent.Offer(
            width: layout.contentWidth, height: layout.header.count + layout.rows.count + layout.footer.count)
    }

    /// The content area a screen first shown at a size is likely to have (a root screen's, with
    /// a large title and the help line), until a frame tells the real one.
    private static func estimatedContentArea(_ size: Size) -> GeometryContent.Offer {
        GeometryContent.Offer(
            width: ScreenLayout.contentWidth(forWidth: size.width), height: max(0, size.height - 3))
    }

    /// The environment a screen's views start from: the one where it was pushed, with the
    /// screen's own `dismiss`, `presentationMode`, `isPresented` and, unless the app set one
    /// above, `editMode`; the app's `quit`; how the system opens a URL and copies to the
    /// clipboard; the terminal's colour scheme as it is now, and whether the app speaks lines.
    private func environment(of entry: ScreenEntry) -> EnvironmentValues {
        var environment = entry.configuration.environment
        environment.terminalColorScheme = colorScheme
        environment.speaksLines = isLinear
        let id = entry.id
        let isPresented: Bool
        switch entry.configuration.origin {
        case .root: isPresented = false
        case .link, .value, .presented: isPresented = true
        }
        let dismiss: () -> Void = { [weak self] in self?.dismiss(id) }
        environment.dismiss = DismissAction(action: dismiss)
        environment.isSearching = entry.mode.isSearching
        environment.dismissSearch = DismissSearchAction { [weak self, weak entry] in
            if let entry { self?.endSearch(on: entry) }
        }
        environment.scrollTo = { [weak entry] id, anchor in entry?.scrollRequest = (id, anchor) }
        environment.quit = QuitAction { [weak self] status in self?.quit(status: status) }
        environment.systemURLOpener = { [weak self] url in self?.open(url) ?? false }
        environment.urlHandlers = urlHandlers
        environment.scenePhase = scenePhase
        environment.copyToClipboard = { [weak self] text in self?.copyToClipboard(text) ?? false }
        environment.isPresented = isPresented
        environment.presentationMode = Binding(
            get: { [weak self] in
                let shown = self?.screens.ids.contains(id) ?? false
                return PresentationMode(isPresented: isPresented && shown, dismissAction: dismiss)
            },
            set: { _ in })
        if environment.editMode == nil || environment.isScreenEditMode {
            let editMode = entry.editMode
            environment.editMode = Binding(get: { editMode.value }, set: { editMode.value = $0 })
            environment.isScreenEditMode = true
        }
        return environment
    }
}
