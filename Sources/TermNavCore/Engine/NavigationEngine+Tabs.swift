extension NavigationEngine {
    /// The index of the screen whose tab view the top screen is in: the top screen's, or the
    /// nearest beneath it that shows a tab view, unless a sheet's screen comes first (a sheet
    /// covers the tab bar, and its keys are its own).
    var tabHostIndex: Int? {
        var index = screens.count - 1
        while index >= 0 {
            let entry = screens.entries[index]
            if entry.tabs != nil { return index }
            if entry.isPresentationRoot { return nil }
            index -= 1
        }
        return nil
    }

    /// ``tabHostIndex`` while the top screen shows the tab bar: `nil` too where the top screen
    /// hides it (`.toolbar(.hidden, for: .tabBar)`), so that the tab keys, the Tab order and
    /// clicks leave the tabs alone until a screen with the bar is back. The app may still set
    /// the selection.
    var shownTabHostIndex: Int? {
        guard screens.top.resolved?.preferences.tabBarHidden != true else { return nil }
        return tabHostIndex
    }

    /// The tab bar the top screen shows, as the planner draws it; `nil` without a tab view, or
    /// where the top screen hides it.
    var tabBarPlan: TabBarPlan? {
        guard let host = shownTabHostIndex, let tabs = screens.entries[host].tabs else { return nil }
        var focused: Int?
        if case .tabBar(let index, _) = screens.top.state.focus { focused = index }
        return TabBarPlan(bar: tabs.bar, selected: tabs.currentIndex, focused: focused)
    }

    /// Chooses the tab at a place of the tab bar the top screen shows: writes the selection and
    /// shows the tab, with its pushed screens as they were left. Choosing the tab shown pops its
    /// pushed screens back to its root, as tapping the selected tab does on iOS (a path binding
    /// is written back as for Esc).
    /// - Parameter index: The tab's place, from 0.
    /// - Returns: Whether there is a tab bar with a tab at that place.
    @discardableResult
    func selectTab(at index: Int) -> Bool {
        guard let host = tabHostIndex, let tabs = screens.entries[host].tabs, let key = tabs.key(at: index)
        else { return false }
        guard key != tabs.current else {
            if screens.count > host + 1, !tabs.bar.isPaged { pop(to: host + 1) }
            return true
        }
        tabs.bar.choose(key)
        switchTab(on: host, to: key)
        return true
    }

    /// Chooses the next tab (or the previous), round from the last to the first.
    /// - Parameter step: 1 for the next, -1 for the previous.
    func selectTab(by step: Int) {
        guard let host = shownTabHostIndex, let tabs = screens.entries[host].tabs, !tabs.bar.items.isEmpty
        else {
            return
        }
        let count = tabs.bar.items.count
        // A lone tab stays as it is: the next tab is not a second choice of the tab shown.
        guard count > 1 else { return }
        selectTab(at: ((tabs.currentIndex + step) % count + count) % count)
    }

    /// Whether ← and → turn the pages of a paged tab view: the top screen is its page.
    var turnsPages: Bool {
        guard let host = tabHostIndex, host == screens.count - 1 else { return false }
        return screens.entries[host].tabs?.bar.isPaged == true
    }

    /// Turns a paged tab view's page, stopping at the first and the last.
    /// - Parameter step: 1 for the next page, -1 for the previous.
    func turnPage(by step: Int) {
        guard let host = tabHostIndex, let tabs = screens.entries[host].tabs else { return }
        let next = tabs.currentIndex + step
        if tabs.bar.items.indices.contains(next) { selectTab(at: next) }
    }

    /// Moves the focus along the tab bar, while it has it.
    /// - Parameter step: 1 to the right, -1 to the left.
    /// - Returns: Whether the tab bar had the focus.
    func moveInTabBar(by step: Int) -> Bool {
        guard case .tabBar(let index, _) = screens.top.state.focus, let host = tabHostIndex,
            let tabs = screens.entries[host].tabs
        else { return false }
        let count = tabs.bar.items.count
        guard count > 0 else { return true }
        let next = max(0, min(count - 1, index + step))
        if tabs.bar.isPaged {
            // A page's dots turn the page as the focus moves.
            selectTab(at: next)
        }
        screens.top.state.focus(on: .tabBar(next))
        return true
    }

    /// Chooses the tab the tab bar's focus is on, while it has it.
    /// - Returns: Whether the tab bar had the focus.
    func chooseFocusedTab() -> Bool {
        guard case .tabBar(let index, _) = screens.top.state.focus else { return false }
        selectTab(at: index)
        screens.top.state.focus(on: .tabBar(index))
        return true
    }

    /// Shows another tab of the tab view on screen `host`: the shown tab's pushed screens and
    /// its root's focus and scroll are kept, and the chosen tab's put back (none the first time
    /// it shows). The top screen's views disappear; the new top screen's appear in its next
    /// frame. The tab bar's focus, when it had it, stays on the tab bar.
    /// - Parameters:
    ///   - host: The index of the tab view's screen.
    ///   - key: The chosen tab's key.
    func switchTab(on host: Int, to key: AnyHashable) {
        let entry = screens.entries[host]
        guard var tabs = entry.tabs, key != tabs.current else { return }
        let inBar: Bool
        if case .tabBar = screens.top.state.focus { inBar = true } else { inBar = false }
        let shownKeyHelp = screens.top.mode.showsKeyHelp
        if shownKeyHelp { screens.top.change(.closeKeyHelp) }
        let rootState = entry.state
        let above = Array(screens.entries[(host + 1)...])
        let restored = tabs.switchTo(key, leaving: TabGroup.Stash(screens: above, state: rootState))
        tabs.bar.selected = tabs.currentIndex
        entry.tabs = tabs
        entry.state = restored?.state ?? ScreenState()
        // The chosen tab's view is resolved afresh, at once: its title names the back label of
        // the screens pushed in it.
        entry.resolved = nil
        _ = resolve(entry)
        adoptTabs(of: entry)
        switchTabScreens(at: host, to: restored?.screens ?? [])
        if inBar {
            screens.top.state.focus(on: .tabBar(tabs.currentIndex))
        }
        if shownKeyHelp { screens.top.change(.toggleKeyHelp) }
    }

    /// Follows the selection when the app set it (from any screen of the tab view): shows the
    /// tab it names.
    /// - Returns: Whether another tab is shown now.
    func followTabSelection() -> Bool {
        guard let host = tabHostIndex, let tabs = screens.entries[host].tabs else { return false }
        let key = tabs.key(at: tabs.bar.index(of: tabs.bar.read())) ?? tabs.current
        guard key != tabs.current else { return false }
        switchTab(on: host, to: key)
        return true
    }

    /// Keeps the tabs a screen's resolution found, starting its tab group the first time.
    /// - Parameter entry: The screen, just resolved.
    func adoptTabs(of entry: ScreenEntry) {
        guard let bar = entry.preferences?.tabBar, !bar.items.isEmpty else {
            entry.tabs = nil
            return
        }
        if entry.tabs == nil {
            entry.tabs = TabGroup(bar: bar)
        } else {
            entry.tabs?.bar = bar
        }
        // The tab bar's focus holds to the tabs there are.
        if case .tabBar(let index, _) = entry.state.focus, index >= bar.items.count {
            entry.state.focus(on: .tabBar(bar.items.count - 1))
        }
    }

    /// Gives the tab bar's focus up on a screen that shows no tab bar.
    func settleTabBarFocus() {
        let top = screens.top
        if case .tabBar = top.state.focus, shownTabHostIndex == nil {
            top.state.focus = top.state.focus.leavingBars
        }
    }
}
