/// One `.onKeyPress` handler, as data: which key presses it takes, what it does with them, and
/// how the help line names it.
///
/// Handlers see a key before the key map only when the map does not bind it, or when the
/// handler ``overridesKeyMap``; ``NavigationEngine`` asks them innermost first.
struct KeyPressHandler {
    /// Which key presses the handler takes.
    enum Match {
        /// The presses of these keys, with any modifiers.
        case keys([KeyEquivalent])
        /// The presses that type characters all of which pass the test.
        case characters((Unicode.Scalar) -> Bool)
        /// Every key press.
        case any
    }

    /// Which key presses the handler takes.
    let match: Match
    /// The phases it answers; every terminal key press is ``KeyPress/Phases/down``.
    let phases: KeyPress.Phases
    /// How the help line describes what the keys do, or `nil` to leave the handler out of it.
    let help: String?
    /// Whether the handler sees its keys before the key map even where the map binds them.
    let overridesKeyMap: Bool
    /// What the handler does; it says whether it handled the key press.
    let action: (KeyPress) -> KeyPress.Result

    /// Whether the handler takes a key press.
    /// - Parameter press: The key press.
    /// - Returns: Whether it matches the handler's keys or characters and phases.
    func accepts(_ press: KeyPress) -> Bool {
        guard phases.contains(press.phase) else { return false }
        switch match {
        case .keys(let keys):
            return keys.contains(press.key)
        case .characters(let test):
            let typed = press.characters
            return !typed.isEmpty && typed.unicodeScalars.allSatisfy(test)
        case .any:
            return true
        }
    }

    /// The keys the handler names in the help line: its own keys that it sees, in the order
    /// given; none when it matches by characters or takes every key.
    /// - Parameter keyMap: The key map, whose bound keys the handler does not see unless it
    ///   overrides the map.
    /// - Returns: The keys.
    func helpKeys(under keyMap: KeyMap) -> [KeyPress] {
        guard case .keys(let keys) = match else { return [] }
        let presses = keys.map { KeyPress($0) }
        return overridesKeyMap ? presses : presses.filter { keyMap.command(for: $0) == nil }
    }
}
