import Testing

@testable import TermNavCore

/// Keys compare as their characters do, however they are compared.
@MainActor @Suite struct KeyEquivalentTests {
    /// Characters of one scalar and of more: ASCII, the special keys, and characters canonically
    /// equivalent to others (`K` and the Kelvin sign, `Å` and the Angstrom sign, `é` composed and
    /// not).
    static let characters: [Character] = [
        "a", "b", "K", "\u{212A}", ";", "\u{037E}", "`", "\u{1FEF}", "\u{00C5}", "\u{212B}",
        "\u{00E9}", "e\u{0301}", "\u{F700}", "\u{F701}", "\u{F72C}", "\u{E000}", "\u{F8FF}",
        "\u{1B}", "\r", " ", "🙂", "👍🏽",
    ]

    @Test func keysAreEqualWhenTheirCharactersAre() {
        for left in Self.characters {
            for right in Self.characters {
                let keys = (KeyEquivalent(left), KeyEquivalent(right))
                #expect(
                    (keys.0 == keys.1) == (left == right),
                    "\(left.unicodeScalars) and \(right.unicodeScalars)")
                if keys.0 == keys.1 { #expect(keys.0.hashValue == keys.1.hashValue) }
            }
        }
    }

    @Test func aKeyWhoseCharacterChangesIsTheNewCharactersKey() {
        var key = KeyEquivalent.downArrow
        key.character = "\u{F700}"
        #expect(key == .upArrow)
        #expect(key != .downArrow)
        key.character = "e\u{0301}"
        #expect(key == KeyEquivalent("\u{00E9}"))
    }
}
