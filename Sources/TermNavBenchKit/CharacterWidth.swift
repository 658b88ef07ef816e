/// The columns a terminal gives a character: 0 for combining marks and format characters, 2
/// for East Asian wide and fullwidth characters and emoji presentation, 1 otherwise.
///
/// A close approximation of the C library's `wcwidth` in a UTF-8 locale, enough for the
/// benchmark's programs, which draw Latin text and a few symbols.
public enum CharacterWidth {
    /// The ranges of wide characters: Hangul Jamo, CJK, Hangul syllables, compatibility forms,
    /// fullwidth forms and the supplementary ideographic planes.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    /// The columns a scalar takes.
    /// - Parameter scalar: The scalar.
    /// - Returns: 0, 1 or 2.
    public static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return value == 0xAD ? 1 : 0
        default: break
        }
        if (0x1160...0x11FF).contains(value) { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }
}
