extension KeyboardShortcut {
    /// The letters whose Ctrl form a shortcut with ⌘ cannot have: Ctrl-C quits, Ctrl-Z
    /// suspends and Ctrl-L repaints (``KeyMap``), and a terminal sends Ctrl-H, Ctrl-I, Ctrl-J
    /// and Ctrl-M as Backspace, Tab and Enter.
    static let keptControlLetters: Set<Character> = ["c", "h", "i", "j", "l", "m", "z"]

    /// The key presses that run the shortcut in a terminal, the one the help line names first.
    ///
    /// - ⌘ and a letter: Ctrl and the letter (⌘S is `^S`), and Alt and the letter (`M-s`) too;
    ///   Alt alone for the letters of ``keptControlLetters`` (⌘C is `M-c`).
    /// - ⌘ with Shift, Control or Option, or with a key that is not a letter (⌘⇧S, ⌘1, ⌘,):
    ///   Alt and the key (`M-S`, `M-1`, `M-,`).
    /// - Control, Option and Shift as they are: ⌃S is `^S`, ⌥S `M-s`, ⇧S types `S`. A terminal
    ///   sends Ctrl-Shift and a letter as Ctrl and the letter. A capital letter is the letter
    ///   with Shift, as a Mac's menus read it.
    /// - No modifiers: the key itself (`.defaultAction` is Enter, `.cancelAction` Esc).
    ///
    /// Terminals report neither Caps Lock, the numeric pad nor the function modifier: they are
    /// passed over.
    var terminalKeys: [KeyPress] {
        let held = modifiers.intersection([.shift, .control, .option, .command])
        guard let letter = Self.letter(of: key) else {
            // Shift is part of a printable character already; special keys keep it (Shift-Tab).
            let kept = KeyPress(key).isPrintable ? held.subtracting(.shift) : held
            guard kept.contains(.command) else { return [KeyPress(key, modifiers: kept)] }
            return [KeyPress(key, modifiers: kept.subtracting([.command, .control]).union(.option))]
        }
        let small = KeyEquivalent(letter)
        let capital = KeyEquivalent(Character(String(letter).uppercased()))
        let shifted = held.contains(.shift) || key.character.isUppercase
        guard held.contains(.command) else {
            if held.contains(.control) { return [KeyPress(small, modifiers: held.subtracting(.shift))] }
            return [KeyPress(shifted ? capital : small, modifiers: held.subtracting(.shift))]
        }
        if held == .command, !shifted, !Self.keptControlLetters.contains(letter) {
            return [KeyPress(small, modifiers: .control), KeyPress(small, modifiers: .option)]
        }
        return [KeyPress(shifted ? capital : small, modifiers: .option)]
    }

    /// The small letter a key types, when it is an ASCII letter.
    private static func letter(of key: KeyEquivalent) -> Character? {
        guard let ascii = key.character.asciiValue, key.character.isLetter else { return nil }
        return Character(Unicode.Scalar(ascii | 0x20))
    }
}
