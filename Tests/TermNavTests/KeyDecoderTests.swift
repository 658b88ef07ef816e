import Testing

@testable import TermNav
@testable import TermNavCore

/// How the key decoder reads text, control characters, Esc and Alt.
@Suite struct KeyDecoderTests {
    typealias Support = KeyDecoderSupport

    static let controlTable: [(UInt8, KeyPress)] = [
        (10, KeyPress(.return)), (13, KeyPress(.return)), (9, KeyPress(.tab)), (8, KeyPress(.delete)),
        (127, KeyPress(.delete)), (0, KeyPress("@", modifiers: .control)),
        (1, KeyPress("a", modifiers: .control)), (3, KeyPress("c", modifiers: .control)),
        (12, KeyPress("l", modifiers: .control)), (26, KeyPress("z", modifiers: .control)),
        (28, KeyPress("\\", modifiers: .control)), (31, KeyPress("_", modifiers: .control)),
    ]

    @Test(arguments: controlTable)
    func controlCharactersAreKeys(byte: UInt8, key: KeyPress) {
        #expect(Support.decode([[byte]]) == [key])
    }

    @Test func textIsTypedCharacterByCharacter() {
        let keys = Support.decode("jq G~é村😀")
        #expect(keys == ["j", "q", " ", "G", "~", "é", "村", "😀"].map { KeyPress(KeyEquivalent($0)) })
    }

    @Test func loneEscapeWithNothingMoreIsEscapeAtOnce() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B], moreReadable: false) == [KeyPress(.escape)])
        #expect(decoder.pending == .nothing)
    }

    @Test func loneEscapeWithMoreReadableWaitsForIt() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B], moreReadable: true).isEmpty)
        #expect(decoder.pending == .loneEscape)
        #expect(decoder.expire() == [KeyPress(.escape)])
        #expect(decoder.pending == .nothing)
    }

    @Test func escapeAfterKeysInTheSameRead() {
        #expect(Support.decode("jj\u{1B}") == [KeyPress("j"), KeyPress("j"), KeyPress(.escape)])
    }

    @Test func escapeTwiceIsEscapeTwice() {
        #expect(Support.decode("\u{1B}\u{1B}") == [KeyPress(.escape), KeyPress(.escape)])
    }

    @Test func escapeBeforeASequenceIsEscapeThenTheKey() {
        #expect(Support.decode("\u{1B}\u{1B}[A") == [KeyPress(.escape), KeyPress(.upArrow)])
        #expect(
            Support.decode("\u{1B}\u{1B}\u{1B}OB") == [
                KeyPress(.escape), KeyPress(.escape), KeyPress(.downArrow),
            ])
    }

    static let altTable: [(String, KeyPress)] = [
        ("\u{1B}x", KeyPress("x", modifiers: .option)), ("\u{1B}Q", KeyPress("Q", modifiers: .option)),
        ("\u{1B} ", KeyPress(" ", modifiers: .option)), ("\u{1B}é", KeyPress("é", modifiers: .option)),
        ("\u{1B}村", KeyPress("村", modifiers: .option)), ("\u{1B}\r", KeyPress(.return, modifiers: .option)),
        ("\u{1B}\u{7F}", KeyPress(.delete, modifiers: .option)),
        ("\u{1B}\u{03}", KeyPress("c", modifiers: [.control, .option])),
    ]

    @Test(arguments: altTable)
    func escapeAndAKeyReadTogetherIsAlt(text: String, key: KeyPress) {
        #expect(Support.decode(text) == [key])
    }

    @Test func altKeyAcrossTwoReadsWithMoreReadable() {
        #expect(Support.decode([[0x1B], [0x78]]) == [KeyPress("x", modifiers: .option)])
    }

    /// Starts of sequences and characters: `ESC [`, `ESC [ 1 ;`, `ESC O`, `ESC [ 1 5`, `ESC [ [`,
    /// half of `é`, Alt and two thirds of `村`.
    static let incompleteStarts: [[UInt8]] = [
        [0x1B, 0x5B], [0x1B, 0x5B, 0x31, 0x3B], [0x1B, 0x4F], [0x1B, 0x5B, 0x31, 0x35], [0x1B, 0x5B, 0x5B],
        [0xC3], [0x1B, 0xE6, 0x9D],
    ]

    @Test(arguments: incompleteStarts)
    func incompleteStartWaitsAndIsDiscardedWhenTheRestNeverComes(bytes: [UInt8]) {
        var decoder = KeyDecoder()
        #expect(decoder.decode(bytes, moreReadable: false).isEmpty)
        #expect(decoder.pending == .incompleteSequence)
        #expect(decoder.expire().isEmpty)
        #expect(decoder.pending == .nothing)
        #expect(decoder.decode([0x6A], moreReadable: false) == [KeyPress("j")])
    }

    @Test func utf8SplitAtEveryByteIsJoined() {
        let text = "é村😀"
        let bytes = Support.bytes(text)
        let expected = text.map { KeyPress(KeyEquivalent($0)) }
        for cut in 1..<bytes.count {
            #expect(Support.decode([Array(bytes[..<cut]), Array(bytes[cut...])]) == expected)
            var decoder = KeyDecoder()
            var keys = decoder.decode(bytes[..<cut], moreReadable: false)
            keys += decoder.decode(bytes[cut...], moreReadable: false)
            #expect(keys == expected, "cut at \(cut)")
        }
        #expect(Support.decode(bytes.map { [$0] }) == expected)
    }

    static let invalidUTF8: [[UInt8]] = [
        [0xFF], [0xFE], [0x80], [0xBF], [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80],
        [0xF0, 0x80, 0x80, 0xAF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xC3], [0xE6, 0x9D],
    ]

    @Test(arguments: invalidUTF8)
    func invalidUTF8IsIgnored(bytes: [UInt8]) {
        #expect(Support.decode([[0x61] + bytes + [0x62]]) == [KeyPress("a"), KeyPress("b")])
    }

    @Test func noCharacterTypesAControlOrASpecialKey() {
        // C1 controls (U+009B is CSI) and the private-use characters of special keys (U+F700).
        #expect(Support.decode([[0xC2, 0x9B, 0x41, 0xEF, 0x9C, 0x80]]) == [KeyPress("A")])
    }
}
