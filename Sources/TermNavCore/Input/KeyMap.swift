/// The one table that maps key presses to commands, and the source of the help footer.
///
/// Bindings are data: each has the keys that trigger it, the command, and the short help text
/// shown in the footer. An app starts from ``standard`` and changes what it needs, then hands
/// the map to TermNav through its ``App/keyMap`` property (and to `TestDriver` in tests):
///
/// ```swift
/// struct Viewer: App {
///     var keyMap: KeyMap {
///         var map = KeyMap.standard
///         map.bind([KeyPress("x")], to: .quit, help: "exit")
///         return map
///     }
///     var body: some Scene { WindowGroup { Pages() } }
/// }
/// ```
/// Ctrl-C always quits, whatever the bindings say. Ctrl-Z suspends (``Command/suspend``); an app
/// that wants Ctrl-Z for itself unbinds it with `map.unbind([KeyPress("z", modifiers: .control)])`.
public struct KeyMap: Sendable {
    /// One binding: keys, the command they trigger, and how the footer describes it.
    public struct Binding: Sendable {
        /// The key presses that trigger the command.
        public var keys: [KeyPress]
        /// The command.
        public var command: Command
        /// The footer's description of the command (`"move"`, `"open"`), or `nil` to leave it out.
        public var help: String?

        /// Creates a binding.
        /// - Parameters:
        ///   - keys: The key presses that trigger the command.
        ///   - command: The command.
        ///   - help: How the footer describes it; `nil` keeps it out of the footer.
        public init(keys: [KeyPress], command: Command, help: String? = nil) {
            self.keys = keys
            self.command = command
            self.help = help
        }

        /// Creates a binding for keys pressed without modifiers.
        /// - Parameters:
        ///   - keys: The keys that trigger the command.
        ///   - command: The command.
        ///   - help: How the footer describes it; `nil` keeps it out of the footer.
        public init(keys: [KeyEquivalent], command: Command, help: String? = nil) {
            self.init(keys: keys.map { KeyPress($0) }, command: command, help: help)
        }
    }

    /// The bindings; when two bind the same key press, the first wins.
    public var bindings: [Binding]

    /// Ctrl-C: it always quits, and the app then ends as interrupted (status 130).
    package static let interruptKey = KeyPress("c", modifiers: .control)
    /// F12: it switches between the normal mode and the linear mode (docs/Accessibility.md).
    package static let linearModeKey = KeyPress(KeyEquivalent("\u{F70F}"))

    /// Creates a key map from bindings.
    /// - Parameter bindings: The bindings; when two bind the same key press, the first wins.
    public init(bindings: [Binding]) {
        self.bindings = bindings
    }

    /// TermNav's standard keys: arrows and vi keys move, Enter opens, Esc goes back, q quits,
    /// Ctrl-Z suspends.
    public static let standard = KeyMap(bindings: [
        Binding(keys: [.upArrow, "k"], command: .moveUp, help: "move"),
        Binding(keys: [.downArrow, "j"], command: .moveDown),
        Binding(keys: [.pageUp], command: .pageUp),
        Binding(keys: [.pageDown], command: .pageDown),
        Binding(keys: [.home, "g"], command: .moveToTop),
        Binding(keys: [.end, "G"], command: .moveToBottom),
        Binding(keys: [.leftArrow], command: .moveLeft, help: "scroll"),
        Binding(keys: [.rightArrow], command: .moveRight),
        Binding(keys: [.return, .rightArrow, "l"], command: .activate, help: "open"),
        Binding(keys: ["i"], command: .accessory, help: "info"),
        Binding(keys: [.escape, .leftArrow, "h", .delete], command: .back, help: "back"),
        Binding(keys: ["d", .deleteForward], command: .deleteRow, help: "delete"),
        Binding(keys: ["a"], command: .rowActions, help: "actions"),
        Binding(keys: ["m"], command: .openMenu, help: "menu"),
        Binding(keys: [KeyPress("r", modifiers: .control)], command: .refresh, help: "refresh"),
        Binding(keys: ["K"], command: .moveRowUp, help: "reorder"),
        Binding(keys: ["J"], command: .moveRowDown),
        Binding(keys: [KeyPress(.tab)], command: .focusNext, help: "toolbar"),
        Binding(keys: [KeyPress(.tab, modifiers: .shift)], command: .focusPrevious),
        Binding(keys: ["/"], command: .search, help: "search"),
        Binding(keys: [KeyPress(.pageDown, modifiers: .control)], command: .nextTab, help: "tab"),
        Binding(keys: [KeyPress(.pageUp, modifiers: .control)], command: .previousTab),
        Binding(keys: ["?"], command: .help),
        Binding(keys: ["q"], command: .quit, help: "quit"),
        Binding(keys: [KeyPress("c", modifiers: .control)], command: .quit),
        Binding(keys: [KeyPress("l", modifiers: .control)], command: .redraw),
        Binding(keys: [KeyPress("z", modifiers: .control)], command: .suspend),
    ])

    /// Binds key presses to a command, ahead of every other binding of those keys.
    /// - Parameters:
    ///   - keys: The key presses.
    ///   - command: The command they trigger.
    ///   - help: How the footer describes it; `nil` keeps it out of the footer.
    public mutating func bind(_ keys: [KeyPress], to command: Command, help: String? = nil) {
        bindings.insert(Binding(keys: keys, command: command, help: help), at: 0)
    }

    /// Removes key presses from every binding; a binding left without keys is dropped.
    ///
    /// Ctrl-C cannot be unbound: it always quits.
    /// - Parameter keys: The key presses.
    public mutating func unbind(_ keys: [KeyPress]) {
        bindings = bindings.compactMap { binding in
            var binding = binding
            binding.keys.removeAll { keys.contains($0) }
            return binding.keys.isEmpty ? nil : binding
        }
    }

    /// The command a key press triggers, if any. Ctrl-C always quits, whatever the bindings say.
    /// - Parameter key: The key pressed.
    /// - Returns: The command, or `nil` when the key is not bound.
    ///
    /// A special key held with modifiers (Shift-Down, Ctrl-PgDn) that nothing binds as such does
    /// what the key alone does; a character with modifiers (Alt-q) does only what is bound to it.
    public func command(for key: KeyPress) -> Command? {
        command(for: key) { _ in false }
    }

    /// The command a key press triggers, passing over the bindings whose command gives way now
    /// (← and → scroll sideways only where something does, and otherwise go back and open).
    /// - Parameters:
    ///   - key: The key pressed.
    ///   - givesWay: Whether a command cannot act now, and leaves the key to its next binding.
    /// - Returns: The command, or `nil` when no binding takes the key.
    func command(for key: KeyPress, givesWay: (Command) -> Bool) -> Command? {
        if key == Self.interruptKey { return .quit }
        for binding in bindings where binding.keys.contains(key) && !givesWay(binding.command) {
            return binding.command
        }
        if !key.modifiers.isEmpty, !key.isPrintable {
            return command(for: KeyPress(key.key), givesWay: givesWay)
        }
        return nil
    }

    /// The help footer's items: for each binding with help text, its first key's name and the
    /// text.
    ///
    /// Up and down share one item (`"↑↓ move"`), since they are always read together.
    /// - Parameters:
    ///   - unicode: Whether the terminal can show non-ASCII glyphs.
    ///   - isAvailable: Whether a command can do anything now; items for commands that cannot
    ///     (going back at the root, say) are left out.
    ///   - describe: Help text that says more than the binding's on this screen (the toolbar
    ///     items' names for Tab), by command.
    ///   - taken: Keys the app's own handlers take before the map (`.onKeyPress`), which their
    ///     own items name: a binding whose first key is taken is left out (a toggle's Enter
    ///     flips it, not opens), and the partner of ↑ or K is named by its first key not taken.
    /// - Returns: Items such as `"↑↓ move"`, `"Enter open"`, `"Esc back"`, `"q quit"`.
    func helpItems(
        unicode: Bool, isAvailable: (Command) -> Bool, describe: [Command: String] = [:],
        taken: Set<KeyPress> = []
    ) -> [String] {
        bindings.compactMap { binding in
            guard let bound = binding.help, let first = binding.keys.first, !taken.contains(first),
                isAvailable(binding.command)
            else {
                return nil
            }
            let help = describe[binding.command] ?? bound
            if binding.command == .moveUp || binding.command == .moveLeft {
                let partner: Command = binding.command == .moveUp ? .moveDown : .moveRight
                let down = bindings.first { $0.command == partner }?.keys.first { !taken.contains($0) }
                let pair = [first, down].compactMap { $0?.name(unicode: unicode) }
                return pair.joined(separator: unicode ? "" : "/") + " " + help
            }
            if binding.command == .moveRowUp {
                let down = bindings.first { $0.command == .moveRowDown }?.keys.first { !taken.contains($0) }
                let pair = [first, down].compactMap { $0?.name(unicode: unicode) }
                return pair.joined(separator: "/") + " " + help
            }
            return first.name(unicode: unicode) + " " + help
        }
    }
}
