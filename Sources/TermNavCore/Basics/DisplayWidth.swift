/// Display widths: how many terminal columns a character or string covers.
///
/// The widths come from a table generated from the Unicode Character Database
/// (`DisplayWidth+Table.swift`, Unicode ``unicodeVersion``; its generator,
/// `generate-width-table.py`, sits beside it). East Asian Wide and Fullwidth characters and
/// emoji presented as emoji take two columns; combining marks, format characters, other
/// default-ignorable code points, variation selectors and the Hangul vowel and final jamo take
/// none; everything else takes one.
///
/// A grapheme cluster is as wide as its widest scalar (`"e\u{301}"` is one column), except
/// where emoji sequences say otherwise:
/// - VS16 (U+FE0F) after an emoji that has a text form makes it two columns (`"❤️"`), VS15
///   (U+FE0E) one (`"⌚︎"`);
/// - two regional indicators are a flag, two columns (`"🇯🇵"`); one alone is one column;
/// - an emoji joined by ZWJ, or given a skin tone, is as wide as its base: `"👩‍💻"` and `"👍🏽"`
///   are two columns.
package enum DisplayWidth {
    /// The columns one grapheme cluster covers: 0, 1 or 2.
    /// - Parameter character: The grapheme cluster.
    /// - Returns: Its display width.
    package static func of(_ character: Character) -> Int {
        // Fast path: printable ASCII is one column; controls never reach the canvas raw. A
        // character of one byte is ASCII, as is CR LF (what `Character.isASCII` says, without
        // comparing strings).
        let utf8 = character.utf8
        if utf8.count == 1 || (utf8.count == 2 && utf8.first == 0x0D && utf8.last == 0x0A) {
            return 1
        }
        var scalars = character.unicodeScalars.makeIterator()
        guard let base = scalars.next() else { return 0 }
        guard let next = scalars.next() else { return of(base) }
        let baseClass = ScalarClass(base)
        if baseClass.isRegionalIndicator {
            return ScalarClass(next).isRegionalIndicator ? 2 : 1
        }
        var widest = baseClass.width
        var presentation = next.value == 0xFE0F ? 2 : (next.value == 0xFE0E ? 1 : 0)
        var isEmojiSequence = false
        var scalar: Unicode.Scalar? = next
        while let current = scalar {
            switch current.value {
            case 0xFE0F:
                if presentation == 0 { presentation = 2 }
            case 0x200D, 0x1F3FB...0x1F3FF:
                isEmojiSequence = true
                widest = max(widest, ScalarClass(current).width)
            default:
                widest = max(widest, ScalarClass(current).width)
            }
            scalar = scalars.next()
        }
        if baseClass.isEmoji, presentation == 2 || (presentation == 1 && !isEmojiSequence) {
            return presentation
        }
        if isEmojiSequence, baseClass.isEmoji || baseClass.width == 2 {
            return 2
        }
        return widest
    }

    /// The columns a grapheme cluster of one scalar covers: 0, 1 or 2 (a regional indicator
    /// alone is one column).
    /// - Parameter scalar: The scalar.
    /// - Returns: Its display width.
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let scalarClass = ScalarClass(scalar)
        return scalarClass.isRegionalIndicator ? 1 : scalarClass.width
    }

    /// The columns a string covers: the sum of its grapheme clusters' widths.
    /// - Parameter text: The string.
    /// - Returns: Its display width.
    package static func of(_ text: String) -> Int {
        if let count = printableASCIICount(text) { return count }
        var total = 0
        for character in text {
            total += of(character)
        }
        return total
    }

    /// The number of bytes of a string of printable ASCII alone, one column each; `nil` when
    /// the string holds anything else.
    private static func printableASCIICount(_ text: String) -> Int? {
        var count = 0
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F else { return nil }
            count += 1
        }
        return count
    }
}
