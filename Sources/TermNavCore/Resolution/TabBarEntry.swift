/// A screen's tab view as resolved: its tabs as the tab bar shows them, which is selected, and
/// how to choose another.
@MainActor
struct TabBarEntry {
    /// One tab, as the tab bar shows it.
    struct Item: Equatable {
        /// The title; `nil` when its label has none.
        var title: String?
        /// The symbol before the title, if any.
        var glyph: Glyph?
        /// The badge after the title, if any.
        var badge: String?
        /// The key a selection names it by: its tag, or its place.
        var key: AnyHashable
    }

    /// The tabs, in order.
    var items: [Item]
    /// The selected tab's place.
    var selected: Int
    /// Whether one page shows at a time, with a line of dots for the bar.
    var isPaged: Bool
    /// Whether a paged tab view shows its dots.
    var showsIndex: Bool
    /// The selection's key as it is now (the app may set it from anywhere).
    var read: () -> AnyHashable?
    /// Chooses a tab by its key, writing the selection.
    var choose: (AnyHashable) -> Void

    /// The place of the tab a selection's key names; the first tab for a key no tab has.
    /// - Parameter key: The key.
    /// - Returns: The tab's place.
    func index(of key: AnyHashable?) -> Int {
        guard let key else { return 0 }
        return items.firstIndex { $0.key == key } ?? 0
    }
}
