extension NavigationEngine {
    /// The most times one frame is made again (a link followed, the path followed, or appear
    /// hooks that changed state), so that links whose destinations push again straight away
    /// cannot loop for ever.
    private static let maximumRoundsPerFrame = 16
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
    /// - Parameters:
    ///   - size: The terminal's size.
    ///   - unicode: Whether the terminal shows UTF-8.
    /// - Returns: The frame, for the renderer.
    func frame(size: Size, unicode: Bool) -> Frame {
        self.unicode = unicode
        var rounds = 0
        while true {
            if rounds < Self.maximumRoundsPerFrame, dismissWithdrawnPresentations() {
                rounds += 1
                continue
            }
            let entry = stack[stack.count - 1]
            let screen: ResolvedScreen
            let isFresh: Bool
            if let reused = reusableScreen(for: entry) {
                screen = reused
                isFresh = false
            } else {
                isFresh = true
                screen = resolve(entry)
            }
            if rounds < Self.maximumRoundsPerFrame, followPath() {
                rounds += 1
                continue
            }
            applyFilter(to: screen, of: entry)
            let frame = plan(screen, entry: entry, size: size)
            // Views not resolved in a fresh resolution (rows scrolled away) are let go.
            if isFresh { entry.graph.endFrame() }
            // The same resolution showing the same rows as a frame whose links and hooks were all
            // seen to: nothing new to run or follow.
            if entry.checkedWindow == entry.state.drawnRows { return frame }

            let window = WindowPlan(
                screen: screen, window: entry.state.drawnRows, checked: entry.checkedWindow,
                ignoredLinks: entry.ignoredLinks, rowAlerts: entry.rowAlerts,
                mayAct: rounds < Self.maximumRoundsPerFrame)
            entry.rowDestinations = window.rowDestinations
            entry.ignoredLinks = window.ignoredLinks
            if apply(window.effects, on: entry) {
                rounds += 1
                continue
            }
            if window.checksWindow { entry.checkedWindow = entry.state.drawnRows }
            return frame
        }
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
    private func reusableScreen(for entry: ScreenEntry) -> ResolvedScreen? {
        guard let resolved = entry.resolved, !entry.needsFreshBodies,
            entry.resolvedFor == ScreenEntry.ResolutionKey(change: changes.count, unicode: unicode),
            resolved.rows.resolvedCount <= Self.rowsKeptBeforeRefresh,
            entry.graph.recordCount <= Self.recordsKeptBeforeRefresh
        else { return nil }
        return resolved
    }

    /// Resolves a screen and keeps what its views asked for. Bodies cached from earlier frames
    /// are reused unless the view's own state, or state its body read (through a binding, even
    /// another screen's), changed, or an ancestor's body was built again.
    func resolve(_ entry: ScreenEntry) -> ResolvedScreen {
        entry.resolvedFor = ScreenEntry.ResolutionKey(change: changes.count, unicode: unicode)
        let screen = ResolvedScreen(
            root: entry.configuration.root, graph: entry.graph, viewTypes: viewTypes, unicode: unicode,
            environment: environment(of: entry), reusing: !entry.needsFreshBodies)
        entry.needsFreshBodies = false
        entry.resolved = screen
        entry.caches.rowLayout = nil
        entry.checkedWindow = nil
        return screen
    }

    /// The environment a screen's views start from: the one where it was pushed, with the
    /// screen's own `dismiss`, `presentationMode`, `isPresented` and, unless the app set one
    /// above, `editMode`; and the app's `quit`.
    private func environment(of entry: ScreenEntry) -> EnvironmentValues {
        var environment = entry.configuration.environment
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
        environment.quit = QuitAction { [weak self] status in self?.quit(status: status) }
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

    /// Lays out a resolved screen, settles its focus and scroll, and makes its frame.
    private func plan(_ screen: ResolvedScreen, entry: ScreenEntry, size: Size) -> Frame {
        let key = ScreenChrome.Key(
            size: size, unicode: unicode, resolvedAtChange: entry.resolvedFor?.change ?? -1,
            stack: screens.ids, isFiltering: entry.mode.filter != nil)
        // Taken out of the entry, so that it is changed where it is stored.
        var chrome: ScreenChrome
        if let kept = entry.caches.chrome.take(), kept.key == key {
            chrome = kept
        } else {
            chrome = ScreenChrome(key: key, screen: screen, stack: Array(stack[presentationBase...]))
        }
        defer { entry.caches.chrome = chrome }
        let layout = chrome.layout

        // Focus and scroll, from the rows' heights at this width.
        let rowLayout: RowLayout
        if let laidOut = entry.caches.rowLayout, laidOut.fits(screen.rows, layout) {
            rowLayout = laidOut
        } else {
            rowLayout = RowLayout(rows: screen.rows, layout: LineLayout(unicode: unicode), screen: layout)
            entry.caches.rowLayout = rowLayout
        }
        entry.state.regionHeight = max(1, layout.rows.count)
        Scroller(rows: screen.rows, height: layout.rows.count, rowHeight: rowLayout.height(of:))
            .settle(&entry.state)
        settleArea(of: entry, in: screen)
        // An alert takes the focus from the screen beneath it, and the keys: the screen's mode
        // follows the alert shown.
        let alert = shownAlert(on: entry, in: screen)
        entry.change(.showDialog(alert?.path))
        let mode = entry.mode
        let isFieldFocused = mode.isFieldFocused
        let window = rowLayout.window(top: entry.state.top, height: layout.rows.count)
        entry.state.drawnRows = window.indices
        var rows = window.rows
        if let filter = mode.filter {
            rows = rows.map { filter.highlighting($0) }
            if screen.rows.count == 0, filter.isComplete, !filter.text.isEmpty, layout.rows.count > 0 {
                rows.append(filterEmptyRow())
            }
        }
        var focusedRow: Int?
        if alert == nil, !isFieldFocused, entry.state.area == .rows,
            window.indices.contains(entry.state.focus)
        {
            focusedRow = entry.state.focus - window.top
        }
        let state = entry.state

        let availability = CommandAvailability(
            screen: screen, state: state, focused: focusedBehavior(),
            isRoot: !canGoBack && !mode.isSearching && mode.filter == nil
        )
        var position = ""
        if screen.rows.isList, screen.rows.focusableCount > 0, state.focus >= 0 {
            position = "\(screen.rows.position(of: state.focus))/\(screen.rows.focusableCount)"
        }
        var focusedItem: Int?
        if case .toolbar(let index) = state.area { focusedItem = index }
        let appKeyBindings = appKeyBindings()
        let (bar, help) = chrome.barAndHelp(
            focusedItem: focusedItem, availability: availability, keyMap: keyMap,
            appKeyBindings: appKeyBindings)
        // The search field's line comes first above the rows, under the title.
        let searchLines =
            screen.preferences.search.map {
                [
                    Frame.FixedLine(
                        line: searchLine($0, focused: mode.isSearchFieldFocused, width: layout.contentWidth),
                        isFocused: false)
                ]
            }
            ?? mode.filter.map {
                [
                    Frame.FixedLine(
                        line: filterLine(
                            $0, focused: mode.isFilterFieldFocused, rowCount: screen.rows.sourceCount,
                            width: layout.contentWidth),
                        isFocused: false)
                ]
            } ?? []
        var frame = Frame(
            screen: entry.id, stack: key.stack, layout: layout, unicode: unicode, bar: bar,
            header: searchLines
                + Self.fixedLines(chrome.header, limit: layout.header.count - searchLines.count) {
                    alert == nil && !isFieldFocused && state.area == .header($0)
                },
            rows: rows,
            focusedRow: focusedRow,
            firstRow: window.top,
            footer: Self.fixedLines(chrome.footer, limit: layout.footer.count) {
                alert == nil && state.area == .footer($0)
            },
            helpItems: help,
            appKeyBindings: appKeyBindings,
            position: position)
        frame.theme = screen.preferences.theme ?? entry.configuration.terminalTheme
        if let alert {
            addAlert(alert, on: entry, to: &frame)
        } else if isFieldFocused {
            frame.helpItems =
                layout.helpLine == nil
                ? [] : mode.isSearchFieldFocused ? SearchKeys.helpItems(unicode: unicode) : filterHelpItems()
            frame.appKeyBindings = []
            frame.position = ""
        }
        if mode.showsKeyHelp { addKeyHelp(availability: availability, to: &frame) }
        return frame
    }

    /// The fixed parts' lines, each marked focused when its part has the focus, up to `limit`.
    private static func fixedLines(_ parts: [[Line]], limit: Int, isFocused: (Int) -> Bool) -> [Frame
        .FixedLine]
    {
        var lines: [Frame.FixedLine] = []
        for (index, part) in parts.enumerated() {
            let focused = isFocused(index)
            for line in part where lines.count < limit {
                lines.append(Frame.FixedLine(line: line, isFocused: focused))
            }
        }
        return lines
    }
}
