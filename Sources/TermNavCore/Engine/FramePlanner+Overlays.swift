extension FramePlanner {
    /// Draws an alert over a frame: its box, no position, and the dialog's keys on the help line.
    /// - Parameters:
    ///   - alert: The alert shown.
    ///   - choice: The button chosen.
    ///   - frame: The frame.
    func addAlert(_ alert: AlertEntry, choice: Int, to frame: inout Frame) {
        let layout = frame.layout
        let box = AlertBox(
            alert: alert, choice: choice, size: layout.size, unicode: unicode,
            availableHeight: layout.helpLine ?? layout.size.height)
        frame.overlay = box.lines
        frame.position = ""
        frame.appKeyBindings = []
        frame.helpItems =
            layout.helpLine == nil
            ? []
            : DialogKeys.helpItems(unicode: unicode, vertical: box.isVertical, choices: alert.choices.count)
    }

    /// Draws a menu's box over a frame: the level open, no position, and the menu's keys on the
    /// help line.
    /// - Parameters:
    ///   - menu: The menu shown.
    ///   - place: The level open and its chosen item.
    ///   - frame: The frame.
    func addMenu(_ menu: AlertEntry, place: MenuItem.Place, to frame: inout Frame) {
        let layout = frame.layout
        let box = MenuBox(
            title: menu.title, place: place, size: layout.size, unicode: unicode,
            availableHeight: layout.helpLine ?? layout.size.height)
        frame.overlay = box.lines
        frame.position = ""
        frame.appKeyBindings = []
        let opensLevel = place.chosen.map { place.items[$0].submenuItems != nil } ?? false
        frame.helpItems =
            layout.helpLine == nil
            ? []
            : MenuKeys.helpItems(unicode: unicode, opensLevel: opensLevel, isNested: !place.levels.isEmpty)
    }

    /// The lines of the list of keys (`?`) for the screen as it is now: each key-map
    /// command that can act, with all its keys (but those the app's handlers take), F12 (the
    /// linear mode, in both modes), then the app's own bindings that have help text. On a list
    /// without a search field, the search key is listed for what it does there: it opens the
    /// filter line.
    /// - Parameters:
    ///   - availability: Which commands can act.
    ///   - appKeyBindings: The app's bindings that can act, innermost first.
    /// - Returns: The lines, key map first.
    func keyHelpEntries(availability: CommandAvailability, appKeyBindings: [AppKeyBinding]) -> [KeyHelpBox
        .Entry]
    {
        let taken = Set(appKeyBindings.flatMap(\.keys))
        var keysByCommand: [KeyMap.Command: [KeyPress]] = [:]
        var order: [KeyMap.Command] = []
        func isListed(_ command: KeyMap.Command) -> Bool {
            availability.allows(command) || (command == .search && availability.canFilter)
        }
        for binding in keyMap.bindings where isListed(binding.command) {
            let keys = binding.keys.filter { !taken.contains($0) }
            guard !keys.isEmpty else { continue }
            if keysByCommand[binding.command] == nil { order.append(binding.command) }
            keysByCommand[binding.command, default: []] += keys
        }
        var entries = order.map { command in
            KeyHelpBox.Entry(
                keys: unique(keysByCommand[command] ?? []).map { $0.name(unicode: unicode) }.joined(
                    separator: "/"),
                summary: summary(of: command, availability: availability))
        }
        if availability.hasTabBar {
            entries.append(TabKeys.helpEntry(unicode: unicode))
        }
        // F12 is TermNav's in every app and every mode; no key map or handler takes it.
        entries.append(
            KeyHelpBox.Entry(
                keys: KeyMap.linearModeKey.name(unicode: unicode), summary: KeyMap.Command.linearModeSummary))
        for binding in appKeyBindings {
            entries.append(
                KeyHelpBox.Entry(
                    keys: binding.keys.map { $0.name(unicode: unicode) }.joined(separator: "/"),
                    summary: binding.help))
        }
        return entries
    }

    /// Draws the list of keys over a frame, and `Esc close` on the help line.
    /// - Parameters:
    ///   - availability: Which commands can act.
    ///   - frame: The frame.
    func addKeyHelp(availability: CommandAvailability, to frame: inout Frame) {
        let layout = frame.layout
        let entries = keyHelpEntries(availability: availability, appKeyBindings: frame.appKeyBindings)
        let box = KeyHelpBox(
            entries: entries, size: layout.size, unicode: frame.unicode,
            availableHeight: layout.helpLine ?? layout.size.height)
        frame.overlay = box.lines
        frame.position = ""
        frame.focusedRow = nil
        frame.helpItems = layout.helpLine == nil ? [] : ["Esc close"]
    }

    /// What a command does, as the list of keys says it: the search key's filter where it
    /// opens one, the actions key's with the names of the focused view's accessibility actions.
    private func summary(of command: KeyMap.Command, availability: CommandAvailability) -> String {
        if command == .search && availability.canFilter { return KeyMap.Command.filterSummary }
        let names = availability.accessibilityActionNames
        if command == .rowActions, !names.isEmpty {
            return command.summary + ": " + names.joined(separator: ", ")
        }
        return command.summary
    }

    /// The keys without repeats, in order.
    private func unique(_ keys: [KeyPress]) -> [KeyPress] {
        var seen: Set<KeyPress> = []
        return keys.filter { seen.insert($0).inserted }
    }
}

extension TabKeys {
    /// The list of keys' entry for the Alt-digit keys.
    /// - Parameter unicode: Whether the terminal shows UTF-8.
    /// - Returns: The entry.
    static func helpEntry(unicode: Bool) -> KeyHelpBox.Entry {
        KeyHelpBox.Entry(keys: digitKeysName(unicode: unicode), summary: digitKeysSummary)
    }
}
