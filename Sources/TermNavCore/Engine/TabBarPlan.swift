/// The tab bar a frame draws: the tabs, the one shown and the one with the focus.
@MainActor
struct TabBarPlan {
    /// The tab view's tabs.
    var bar: TabBarEntry
    /// The shown tab's place.
    var selected: Int
    /// The place of the tab with the focus, while the tab bar has it.
    var focused: Int?

    /// The tabs placed on the tab bar's line.
    /// - Parameters:
    ///   - unicode: Whether the terminal shows UTF-8.
    ///   - width: The terminal's width.
    ///   - y: The tab bar's line.
    /// - Returns: The tabs, left to right.
    func placed(unicode: Bool, width: Int, y: Int) -> [TabBarLayout.PlacedTab] {
        TabBarLayout(unicode: unicode).place(
            bar.items, selected: selected, focused: focused, isPaged: bar.isPaged, width: width, y: y)
    }
}
