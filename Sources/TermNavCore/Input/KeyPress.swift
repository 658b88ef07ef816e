/// One key pressed, with the modifiers held, as SwiftUI's `KeyPress`.
///
/// Backends decode what the terminal sent into key presses; key maps and tests speak of them:
/// `KeyPress(.downArrow)`, `KeyPress("c", modifiers: .control)` for Ctrl-C.
public struct KeyPress: Hashable, Sendable {
    /// The key.
    public var key: KeyEquivalent
    /// The modifiers held.
    public var modifiers: EventModifiers

    /// Creates a key press.
    /// - Parameters:
    ///   - key: The key.
    ///   - modifiers: The modifiers held; none by default.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// The text the key press types: its character when it is a printable key without Control,
    /// otherwise empty.
    public var characters: String {
        guard modifiers.isDisjoint(with: [.control, .command]), isPrintable else { return "" }
        return String(key.character)
    }

    /// Whether the key types a visible character (or a space), rather than being a special key.
    var isPrintable: Bool {
        guard let scalar = key.character.unicodeScalars.first else { return false }
        let value = scalar.value
        return value >= 0x20 && value != 0x7F && !(0x80...0x9F).contains(value)
            && !(0xF700...0xF8FF).contains(value)
    }

    /// What a handler of a key press reports, as SwiftUI's `KeyPress.Result`.
    public enum Result: Hashable, Sendable {
        /// The key press was handled; nothing else acts on it.
        case handled
        /// The key press was not handled; it goes on to the next handler.
        case ignored
    }
}
