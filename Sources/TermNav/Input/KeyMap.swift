/// The one table that maps keys to commands, and the source of the help footer.
///
/// Bindings are data: each has the keys that trigger it, the command, and the short help text
/// shown in the footer. Apps can start from ``standard`` and add or replace bindings.
public struct KeyMap: Sendable {
    /// One binding: keys, the command they trigger, and how the footer describes it.
    public struct Binding: Sendable {
        /// The keys that trigger the command.
        public var keys: [Key]
        /// The command.
        public var command: Command
        /// The footer's description of the command (`"move"`, `"open"`), or `nil` to leave it out.
        public var help: String?

        /// Creates a binding.
        /// - Parameters:
        ///   - keys: The keys that trigger the command.
        ///   - command: The command.
        ///   - help: How the footer describes it; `nil` keeps it out of the footer.
        public init(keys: [Key], command: Command, help: String? = nil) {
            self.keys = keys
            self.command = command
            self.help = help
        }
    }

    /// The bindings, first match wins.
    public var bindings: [Binding]

    /// Creates a key map from bindings.
    /// - Parameter bindings: The bindings; when two bind the same key, the first wins.
    public init(bindings: [Binding]) {
        self.bindings = bindings
    }

    /// TermNav's standard keys: arrows and vi keys move, Enter opens, Esc goes back, q quits.
    public static let standard = KeyMap(bindings: [
        Binding(keys: [.up, .character("k")], command: .moveUp, help: "move"),
        Binding(keys: [.down, .character("j")], command: .moveDown),
        Binding(keys: [.pageUp], command: .pageUp),
        Binding(keys: [.pageDown], command: .pageDown),
        Binding(keys: [.home, .character("g")], command: .moveToTop),
        Binding(keys: [.end, .character("G")], command: .moveToBottom),
        Binding(keys: [.enter, .right, .character("l")], command: .activate, help: "open"),
        Binding(keys: [.character("i")], command: .accessory),
        Binding(keys: [.escape, .left, .character("h"), .backspace], command: .back, help: "back"),
        Binding(keys: [.character("q")], command: .quit, help: "quit"),
        Binding(keys: [.control("c")], command: .quit),
        Binding(keys: [.control("l"), .resize], command: .redraw),
    ])

    /// The command a key triggers, if any. Ctrl-C always quits, whatever the bindings say.
    /// - Parameter key: The key pressed.
    /// - Returns: The command, or `nil` when the key is not bound.
    public func command(for key: Key) -> Command? {
        if key == .control("c") { return .quit }
        for binding in bindings where binding.keys.contains(key) {
            return binding.command
        }
        return nil
    }

    /// The help footer's items: for each binding with help text, its keys' names and the text.
    ///
    /// Up and down share one item (`"↑↓ move"`), since they are always read together.
    /// - Parameters:
    ///   - unicode: Whether the terminal can show non-ASCII glyphs.
    ///   - isAvailable: Whether a command can do anything now; items for commands that cannot
    ///     (going back at the root, say) are left out. All are available by default.
    /// - Returns: Items such as `"↑↓ move"`, `"Enter open"`, `"Esc back"`, `"q quit"`.
    public func helpItems(unicode: Bool, isAvailable: (Command) -> Bool = { _ in true }) -> [String] {
        bindings.compactMap { binding in
            guard let help = binding.help, let first = binding.keys.first, isAvailable(binding.command) else {
                return nil
            }
            if binding.command == .moveUp {
                let down = bindings.first { $0.command == .moveDown }?.keys.first
                let pair = [first, down].compactMap { $0?.name(unicode: unicode) }
                return pair.joined(separator: unicode ? "" : "/") + " " + help
            }
            return first.name(unicode: unicode) + " " + help
        }
    }
}
