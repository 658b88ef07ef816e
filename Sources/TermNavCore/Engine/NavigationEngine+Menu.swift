extension NavigationEngine {
    /// Handles a key while a menu's box is shown on the top screen: ↑ and ↓ choose (Tab and
    /// Shift-Tab go round), Enter runs the chosen button and closes the menu or opens the chosen
    /// nested menu, → opens it too, ← and Esc close one level; Ctrl-C, Ctrl-L and Ctrl-Z do
    /// what they always do, and every other key is ignored.
    /// - Parameters:
    ///   - key: The key pressed.
    ///   - menu: The menu shown.
    /// - Returns: What to do next, or `nil` when the key is left to the key map.
    func handleMenuKey(_ key: KeyPress, menu: AlertEntry) -> Outcome? {
        let entry = screens.top
        switch keyMap.command(for: key) {
        case .redraw, .suspend: return nil
        case .quit where key == KeyMap.interruptKey: return nil
        default: break
        }
        let place = menu.menuPlace(for: entry.mode.dialog)
        func choose(_ index: Int?) {
            entry.change(.chooseMenuItem(levels: place.levels, index: index))
        }
        switch MenuKeys.action(for: key) {
        case .previous: choose(place.moved(by: -1))
        case .next: choose(place.moved(by: 1))
        case .previousAround: choose(place.moved(by: -1, around: true))
        case .nextAround: choose(place.moved(by: 1, around: true))
        case .first: choose(place.end(last: false))
        case .last: choose(place.end(last: true))
        case .choose:
            if let chosen = place.chosen { run(menu, item: chosen, at: place, on: entry) }
        case .open:
            if let chosen = place.chosen, place.items[chosen].submenuItems != nil {
                run(menu, item: chosen, at: place, on: entry)
            }
        case .close:
            closeLevel(of: menu, at: place, on: entry)
        case nil:
            break
        }
        return .redraw
    }

    /// Handles a click while a menu's box is shown: a click on an item chooses it, as Enter on
    /// it does (a disabled one, a header or a divider does nothing); a click outside the box
    /// closes the menu, every level of it.
    /// - Parameters:
    ///   - mouse: The click.
    ///   - menu: The menu shown.
    ///   - layout: The screen's layout in the last frame.
    func handleMenuClick(_ mouse: MouseEvent, menu: AlertEntry, layout: ScreenLayout) {
        let entry = screens.top
        let place = menu.menuPlace(for: entry.mode.dialog)
        let box = MenuBox(
            title: menu.title, place: place, size: layout.size, unicode: unicode,
            availableHeight: layout.helpLine ?? layout.size.height)
        if let index = box.item(atLine: mouse.line, column: mouse.column) {
            if place.items[index].isChoosable { run(menu, item: index, at: place, on: entry) }
        } else if !box.contains(line: mouse.line, column: mouse.column) {
            entry.change(.chooseButton(nil))
            menu.dismiss()
        }
    }

    /// Runs an item: a button closes the menu (its binding set back) and runs its action; a
    /// nested menu opens at its first choosable item.
    private func run(_ menu: AlertEntry, item index: Int, at place: MenuItem.Place, on entry: ScreenEntry) {
        let item = place.items[index]
        switch item.kind {
        case .button(let action):
            entry.change(.chooseButton(nil))
            menu.dismiss()
            action()
        case .submenu:
            entry.change(.chooseMenuItem(levels: place.levels + [index], index: nil))
        case .header, .divider:
            break
        }
    }

    /// Closes the level open: back to the menu above it, its nested menu's item chosen, or at
    /// the first level, the whole menu.
    private func closeLevel(of menu: AlertEntry, at place: MenuItem.Place, on entry: ScreenEntry) {
        guard let last = place.levels.last else {
            entry.change(.chooseButton(nil))
            menu.dismiss()
            return
        }
        entry.change(.chooseMenuItem(levels: Array(place.levels.dropLast()), index: last))
    }
}
