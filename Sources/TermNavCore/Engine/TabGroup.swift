/// What the engine keeps of a screen's tab view: its tabs as last resolved, the tab shown, and
/// what each tab not shown left (the screens pushed in it, and its root's focus and scroll).
///
/// The shown tab's pushed screens are on the stack, above the tab view's screen; switching tabs
/// takes them off into ``stashed`` and puts the chosen tab's back, so each tab keeps its own
/// navigation stack for as long as the tab view's screen lives.
@MainActor
struct TabGroup {
    /// What a tab not shown left.
    struct Stash {
        /// The screens pushed in the tab, bottom first.
        var screens: [ScreenEntry]
        /// The focus and scroll of the tab's root.
        var state: ScreenState
    }

    /// The tabs as the tab view's screen last resolved them.
    var bar: TabBarEntry
    /// The key of the tab shown.
    var current: AnyHashable
    /// What each tab not shown left, by its key; a tab never shown has nothing here.
    private(set) var stashed: [AnyHashable: Stash] = [:]

    /// Creates the group for a tab view just resolved, showing its selected tab.
    /// - Parameter bar: The tab view's tabs.
    init(bar: TabBarEntry) {
        self.bar = bar
        current = bar.items[min(bar.selected, bar.items.count - 1)].key
    }

    /// The shown tab's place.
    var currentIndex: Int { bar.index(of: current) }

    /// The key of the tab at a place, if there is one.
    /// - Parameter index: The place.
    /// - Returns: The key.
    func key(at index: Int) -> AnyHashable? {
        bar.items.indices.contains(index) ? bar.items[index].key : nil
    }

    /// Keeps what the shown tab leaves, and takes what the chosen one left.
    /// - Parameters:
    ///   - leaving: What the shown tab leaves.
    ///   - key: The chosen tab's key.
    /// - Returns: What the chosen tab left when it was last shown, if it was.
    mutating func switchTo(_ key: AnyHashable, leaving: Stash) -> Stash? {
        stashed[current] = leaving
        current = key
        return stashed.removeValue(forKey: key)
    }
}
