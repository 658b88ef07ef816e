/// Display widths: how many terminal columns a character or string covers.
///
/// East Asian wide and fullwidth characters and emoji shown as emoji take two columns; combining
/// marks, zero-width joiners and variation selectors take none; everything else takes one.
/// A grapheme cluster is as wide as its widest part, so `"e\u{301}"` is one column and
/// `"👩‍💻"` two.
package enum DisplayWidth {
    /// The columns one grapheme cluster covers: 0, 1 or 2.
    /// - Parameter character: The grapheme cluster.
    /// - Returns: Its display width.
    package static func of(_ character: Character) -> Int {
        if character.isASCII {
            // Fast path: printable ASCII is one column; controls never reach the canvas raw.
            return 1
        }
        var width = 0
        var emojiStyle = false
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F { emojiStyle = true }
            width = max(width, of(scalar))
        }
        if emojiStyle, width == 1, character.unicodeScalars.first?.properties.isEmoji == true {
            return 2
        }
        return width
    }

    /// The columns a string covers: the sum of its grapheme clusters' widths.
    /// - Parameter text: The string.
    /// - Returns: Its display width.
    package static func of(_ text: String) -> Int {
        var total = 0
        for character in text {
            total += of(character)
        }
        return total
    }

    /// The columns one Unicode scalar covers on its own.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            break
        }
        if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul jungseong/jongseong
        if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges, by block.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
        0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x18CFF, 0x1B000...0x1B2FF,
        0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        if value < 0x1100 { return false }
        for range in wideRanges where range.contains(value) {
            return true
        }
        return false
    }
}
