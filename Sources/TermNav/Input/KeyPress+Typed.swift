import TermNavCore

extension KeyPress {
    /// The key a character read from the terminal stands for.
    ///
    /// Control characters are keys: Enter (LF or CR), Tab, Backspace (BS or DEL), Esc, and
    /// Ctrl-A to Ctrl-Z, Ctrl-@ and Ctrl-\ to Ctrl-_ as the character with Control (Ctrl-I,
    /// Ctrl-J, Ctrl-M and Ctrl-H are Tab, Enter and Backspace, which the terminal sends alike).
    /// Any other character is the key that types it.
    /// - Parameter scalar: The character.
    /// - Returns: The key press; `nil` for C1 controls (U+0080 to U+009F) and for the
    ///   private-use characters that stand for special keys (U+F700 to U+F8FF), which no key types.
    init?(typed scalar: Unicode.Scalar) {
        switch scalar.value {
        case 10, 13: self.init(.return)
        case 27: self.init(.escape)
        case 8, 127: self.init(.delete)
        case 9: self.init(.tab)
        case 0: self.init("@", modifiers: .control)
        case 1...26: self.init(Self.control(scalar.value + 0x60), modifiers: .control)
        case 28...31: self.init(Self.control(scalar.value + 0x40), modifiers: .control)
        case 0x80...0x9F, 0xF700...0xF8FF: return nil
        default: self.init(KeyEquivalent(Character(scalar)))
        }
    }

    /// The same key with more modifiers held.
    /// - Parameter extra: The modifiers to add.
    /// - Returns: The key press with its own modifiers and `extra`.
    func adding(_ extra: EventModifiers) -> KeyPress {
        KeyPress(key, modifiers: modifiers.union(extra))
    }

    /// The key for the ASCII letter or punctuation that a control character is typed with.
    private static func control(_ value: UInt32) -> KeyEquivalent {
        KeyEquivalent(Character(Unicode.Scalar(UInt8(truncatingIfNeeded: value))))
    }
}
