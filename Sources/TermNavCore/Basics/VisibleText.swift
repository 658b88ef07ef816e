/// Makes text from data safe to show: nothing it contains reaches the terminal as a control.
///
/// Control characters (C0, DEL, C1, and the line and paragraph separators U+2028 and U+2029)
/// become visible placeholders: the Unicode control pictures
/// (`␛` for ESC, `␤` for a newline) in a UTF-8 locale, caret notation (`^[`, `^J`) otherwise, so
/// an escape sequence in a book title is drawn, never obeyed. Bidirectional overrides, which
/// could reorder what the user sees, are shown as `�` (`?` in ASCII). In an ASCII locale every
/// other non-ASCII character becomes `?`, since the terminal could not draw it.
enum VisibleText {
    /// The text with every character the terminal could misread replaced by a placeholder.
    /// - Parameters:
    ///   - text: Text from data.
    ///   - unicode: Whether the terminal draws UTF-8.
    /// - Returns: Text safe to draw.
    static func make(_ text: String, unicode: Bool) -> String {
        if isPlain(text, unicode: unicode) { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            var needsCare = false
            for scalar in character.unicodeScalars where needsPlaceholder(scalar, unicode: unicode) {
                needsCare = true
                break
            }
            if !needsCare {
                out.append(character)
                continue
            }
            for scalar in character.unicodeScalars {
                if needsPlaceholder(scalar, unicode: unicode) {
                    out += placeholder(for: scalar, unicode: unicode)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Whether the text is printable as it is (the common case, checked without copying).
    private static func isPlain(_ text: String, unicode: Bool) -> Bool {
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F { return false }
            if byte >= 0x80 {
                if !unicode { return false }
                // Rare bytes of C1 controls (U+0080–U+009F, encoded C2 80–C2 9F) and
                // bidirectional controls (E2 80 xx, E2 81 xx): check scalar by scalar.
                if byte == 0xC2 || byte == 0xE2 {
                    return !text.unicodeScalars.contains(where: { needsPlaceholder($0, unicode: true) })
                }
            }
        }
        return true
    }

    private static func needsPlaceholder(_ scalar: Unicode.Scalar, unicode: Bool) -> Bool {
        let value = scalar.value
        if value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) { return true }
        if (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) { return true }
        // The line and paragraph separators: a terminal may move the cursor for them.
        if value == 0x2028 || value == 0x2029 { return true }
        return !unicode && value > 0x7E
    }

    private static func placeholder(for scalar: Unicode.Scalar, unicode: Bool) -> String {
        let value = scalar.value
        if value < 0x20 {
            if unicode, let picture = Unicode.Scalar(0x2400 + value) { return String(picture) }
            return "^" + String(UnicodeScalar(UInt8(value + 0x40)))
        }
        if value == 0x7F { return unicode ? "\u{2421}" : "^?" }
        return unicode ? "\u{FFFD}" : "?"
    }
}
