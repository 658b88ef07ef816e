extension NavigationEngine {
    /// The lines of the list of keys (`?`) for the top screen as it is now: each key-map
    /// command that can act, with all its keys (but those the app's handlers take), then the
    /// app's own bindings that have help text. On a list without a search field, the search
    /// key is listed for what it does there: it opens the filter line.
    /// - Parameters:
    ///   - availability: Which commands can act.
    ///   - appKeyBindings: The app's bindings that can act, innermost first.
    ///   - unicode: Whether the terminal shows UTF-8.
    /// - Returns: The lines, key map first.
    func keyHelpEntries(
        availability: CommandAvailability, appKeyBindings: [AppKeyBinding], unicode: Bool
    ) -> [KeyHelpBox.Entry] {
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
                summary: command == .search && availability.canFilter
                    ? KeyMap.Command.filterSummary : command.summary)
        }
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
        let entries = keyHelpEntries(
            availability: availability, appKeyBindings: frame.appKeyBindings, unicode: frame.unicode)
        let box = KeyHelpBox(
            entries: entries, size: layout.size, unicode: frame.unicode,
            availableHeight: layout.helpLine ?? layout.size.height)
        frame.overlay = box.lines
        frame.position = ""
        frame.focusedRow = nil
        frame.helpItems = layout.helpLine == nil ? [] : ["Esc close"]
    }

    /// Handles a key while the list of keys is shown: `?`, Esc and `q` close it; Ctrl-C,
    /// Ctrl-L and Ctrl-Z do what they always do; every other key is ignored.
    /// - Parameter key: The key pressed.
    /// - Returns: What to do next, or `nil` when the key is left to the key map.
    func handleKeyHelpKey(_ key: KeyPress) -> Outcome? {
        let command = keyMap.command(for: key)
        switch command {
        case .redraw, .suspend: return nil
        case .quit where key == KeyMap.interruptKey: return nil
        default: break
        }
        if command == .help || key == KeyPress(.escape) || key == KeyPress("q") || key == KeyPress("?") {
            stack[stack.count - 1].change(.closeKeyHelp)
        }
        return .redraw
    }

    /// The keys without repeats, in order.
    private func unique(_ keys: [KeyPress]) -> [KeyPress] {
        var seen: Set<KeyPress> = []
        return keys.filter { seen.insert($0).inserted }
    }
}
