/// The words a screen reader would say about the top screen: the focused element's spoken
/// description (its label, value, traits, accessory, hint and place) and the linear mode's
/// ``SpokenFrame``.
extension NavigationEngine {
    /// What the linear mode says about a frame just made.
    /// - Parameter frame: The frame.
    /// - Returns: The frame in words.
    func spokenFrame(for frame: Frame) -> SpokenFrame {
        let entry = screens.top
        var spoken = SpokenFrame(
            screen: frame.screen, depth: screens.count, title: SpokenText.clean(entry.title ?? ""))
        guard let screen = current else { return spoken }
        let state = entry.state
        if screen.rows.isList {
            spoken.itemCount = screen.rows.focusableCount
        } else {
            spoken.texts = staticTexts(of: screen, in: frame)
        }
        if entry.mode.isEditingTextField || entry.mode.isSearchFieldFocused {
            spoken.editedText = SpokenText.clean(state.editing.editor.text)
        }
        if let alert = screen.shownAlert(rowAlerts: entry.rowAlerts) {
            if alert.style == .menu {
                let place = alert.menuPlace(for: entry.mode.dialog)
                spoken.box = .menu(
                    title: alert.title.map(SpokenText.clean),
                    items: place.items.map { SpokenText.words(of: $0.label) }, chosen: place.chosen)
            } else {
                var text = alert.title.map { [SpokenText.clean($0)] } ?? []
                if let message = alert.message { text.append(SpokenText.words(of: message)) }
                spoken.box = .alert(
                    text: text.filter { !$0.isEmpty },
                    buttons: alert.choices.map { SpokenText.words(of: $0.label) },
                    chosen: alert.choice(for: entry.mode.dialog))
            }
        } else if entry.mode.showsKeyHelp {
            spoken.box = .keys(
                frame.overlay.map { SpokenText.withoutBoxes($0.line.text) }.filter { !$0.isEmpty })
        }
        spoken.focus = spokenFocus(in: screen, position: frame.position)
        return spoken
    }

    /// The words of the rows in a frame's window that take no focus, in order: what a screen
    /// reader reads as static text.
    /// - Parameters:
    ///   - screen: The screen, not a list.
    ///   - frame: The frame made of it.
    /// - Returns: Each row's words, none empty.
    private func staticTexts(of screen: ResolvedScreen, in frame: Frame) -> [String] {
        let shown = frame.firstRow..<min(frame.firstRow + frame.rows.count, screen.rows.count)
        return shown.filter { !screen.rows.isFocusable($0) }
            .map { SpokenText.description(of: screen.rows.row(at: $0).node).joined(separator: ", ") }
            .filter { !$0.isEmpty }
    }

    /// The focused element's spoken description: its label (the `.accessibilityLabel`, else its
    /// texts), its value (the `.accessibilityValue`, else the one its control gives: "on",
    /// "50 percent"), its traits ("button", "heading", "link", "selected"), what its accessory
    /// means ("opens", "more info", "selected"), its hint, and its place among the list's rows
    /// ("2 of 205"); `nil` when nothing has the focus. Read from the screen as the last frame
    /// resolved it.
    package var spokenFocus: String? {
        guard let screen = current else { return nil }
        return spokenFocus(in: screen, position: FramePlanner.position(in: screen, state: screens.top.state))
    }

    /// The focused element's spoken description on a screen.
    /// - Parameters:
    ///   - screen: The screen.
    ///   - position: The focus's place among the rows (`2/205`), or empty.
    /// - Returns: The description, or `nil` when nothing has the focus.
    private func spokenFocus(in screen: ResolvedScreen, position: String) -> String? {
        guard let element = focusedElement(in: screen) else { return nil }
        let node: Node
        switch element {
        case .view(let view):
            node = view
        case .tab(let title, let index, let count):
            return "\(SpokenText.clean(title ?? "")), tab \(index + 1) of \(count)"
        }
        var parts = SpokenText.description(of: node)
        if screens.top.state.focus.isOnRows, !position.isEmpty {
            parts.append(position.split(separator: "/").joined(separator: " of "))
        }
        return parts.joined(separator: ", ")
    }
}

/// The linear mode's numbers: a number typed chooses that item of what has the keys.
extension NavigationEngine {
    /// Whether the keys go to a field's text: a text field edited, the search field or the
    /// filter line focused.
    package var isEditingText: Bool {
        switch screens.top.mode {
        case .textField, .search(isFieldFocused: true, _), .filter(_, isFieldFocused: true):
            true
        case .list, .search(isFieldFocused: false, _), .filter(_, isFieldFocused: false), .dialog, .keyHelp:
            false
        }
    }

    /// Chooses an item by its number, from 1, as the linear mode lists them: an alert's
    /// button, a menu's item (dividers counted), or a list's row among those that take the
    /// focus; Enter then activates it.
    /// - Parameter number: The item's number.
    /// - Returns: Whether there is such an item, now chosen.
    package func choose(item number: Int) -> Bool {
        let entry = screens.top
        guard let screen = current, number >= 1 else { return false }
        if let alert = screen.shownAlert(rowAlerts: entry.rowAlerts) {
            if alert.style == .menu {
                let place = alert.menuPlace(for: entry.mode.dialog)
                guard place.items.indices.contains(number - 1), place.items[number - 1].isChoosable else {
                    return false
                }
                entry.change(.chooseMenuItem(levels: place.levels, index: number - 1))
            } else {
                guard alert.choices.indices.contains(number - 1) else { return false }
                entry.change(.chooseButton(number - 1))
            }
            return true
        }
        guard screen.rows.isList, number <= screen.rows.focusableCount else { return false }
        var seen = 0
        for row in 0..<screen.rows.count where screen.rows.isFocusable(row) {
            seen += 1
            guard seen == number else { continue }
            entry.state.focus(on: .row(row, column: nil))
            return true
        }
        return false
    }
}
