extension MenuItem {
    /// Where a menu's box stands: the nested menus open and the item chosen in the last.
    @MainActor
    struct Place {
        /// The nested menus open, outermost first, as indices of their items; only those that
        /// are still nested menus of the items (the app's items may have changed).
        let levels: [Int]
        /// The items open, outermost first, each a nested menu.
        let opened: [MenuItem]
        /// The items of the level shown.
        let items: [MenuItem]
        /// The item chosen, if the level has one that can be chosen.
        let chosen: Int?

        /// - Parameters:
        ///   - root: The menu's items.
        ///   - levels: The nested menus opened, outermost first.
        ///   - index: The item a key or a click moved to in the last, if any: else its first
        ///     choosable item.
        init(root: [MenuItem], levels: [Int], index: Int?) {
            var items = root
            var kept: [Int] = []
            var opened: [MenuItem] = []
            for level in levels {
                guard items.indices.contains(level), let nested = items[level].submenuItems else { break }
                kept.append(level)
                opened.append(items[level])
                items = nested
            }
            self.levels = kept
            self.opened = opened
            self.items = items
            let wanted = kept.count == levels.count ? index : nil
            if let wanted, items.indices.contains(wanted), items[wanted].isChoosable {
                chosen = wanted
            } else {
                chosen = items.firstIndex(where: \.isChoosable)
            }
        }

        /// The choosable item `step` places from the chosen one (−1 above, 1 below), held at
        /// the first and last; with `around`, going round from the last to the first.
        func moved(by step: Int, around: Bool = false) -> Int? {
            let choosable = items.indices.filter { items[$0].isChoosable }
            guard let chosen, let at = choosable.firstIndex(of: chosen) else { return choosable.first }
            let next = at + step
            if around { return choosable[(next + choosable.count) % choosable.count] }
            return choosable[min(max(next, 0), choosable.count - 1)]
        }

        /// The first (or last) choosable item.
        func end(last: Bool) -> Int? {
            last ? items.lastIndex(where: \.isChoosable) : items.firstIndex(where: \.isChoosable)
        }
    }
}
