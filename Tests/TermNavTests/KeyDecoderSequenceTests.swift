import Testing

@testable import TermNav
@testable import TermNavCore

/// The escape sequences the key decoder knows, whole and split across reads at every byte.
@Suite struct KeyDecoderSequenceTests {
    typealias Support = KeyDecoderSupport

    /// Every sequence a known key sends, with the key.
    static let sequences: [(String, KeyPress)] =
        [
            // Cursor keys in both cursor-key modes.
            ("\u{1B}[A", KeyPress(.upArrow)), ("\u{1B}OA", KeyPress(.upArrow)),
            ("\u{1B}[B", KeyPress(.downArrow)), ("\u{1B}OB", KeyPress(.downArrow)),
            ("\u{1B}[C", KeyPress(.rightArrow)), ("\u{1B}OC", KeyPress(.rightArrow)),
            ("\u{1B}[D", KeyPress(.leftArrow)), ("\u{1B}OD", KeyPress(.leftArrow)),
            // Home and End, every variant; Page Up and Down, Delete, the keypad's centre.
            ("\u{1B}[H", KeyPress(.home)), ("\u{1B}OH", KeyPress(.home)), ("\u{1B}[1~", KeyPress(.home)),
            ("\u{1B}[7~", KeyPress(.home)), ("\u{1B}[F", KeyPress(.end)), ("\u{1B}OF", KeyPress(.end)),
            ("\u{1B}[4~", KeyPress(.end)), ("\u{1B}[8~", KeyPress(.end)), ("\u{1B}[5~", KeyPress(.pageUp)),
            ("\u{1B}[6~", KeyPress(.pageDown)), ("\u{1B}[3~", KeyPress(.deleteForward)),
            ("\u{1B}[E", KeyPress(.clear)), ("\u{1B}OE", KeyPress(.clear)),
            // Shift-Tab, keypad Enter and digits in application mode.
            ("\u{1B}[Z", KeyPress(.tab, modifiers: .shift)), ("\u{1B}OM", KeyPress(.return)),
            ("\u{1B}Op", KeyPress("0")), ("\u{1B}Oy", KeyPress("9")), ("\u{1B}Ok", KeyPress("+")),
            // xterm's modifiers.
            ("\u{1B}[1;2A", KeyPress(.upArrow, modifiers: .shift)),
            ("\u{1B}[1;3A", KeyPress(.upArrow, modifiers: .option)),
            ("\u{1B}[1;5A", KeyPress(.upArrow, modifiers: .control)),
            ("\u{1B}[1;6B", KeyPress(.downArrow, modifiers: [.control, .shift])),
            ("\u{1B}[1;8C", KeyPress(.rightArrow, modifiers: [.control, .option, .shift])),
            ("\u{1B}[1;9D", KeyPress(.leftArrow, modifiers: .option)),
            ("\u{1B}[1;5H", KeyPress(.home, modifiers: .control)),
            ("\u{1B}[5;5~", KeyPress(.pageUp, modifiers: .control)),
            ("\u{1B}[3;2~", KeyPress(.deleteForward, modifiers: .shift)),
            ("\u{1B}[1;2P", KeyPress(function(1), modifiers: .shift)),
            ("\u{1B}[15;2~", KeyPress(function(5), modifiers: .shift)),
            ("\u{1B}O5A", KeyPress(.upArrow, modifiers: .control)),
            ("\u{1B}O2P", KeyPress(function(1), modifiers: .shift)),
            // rxvt's modified keys.
            ("\u{1B}[a", KeyPress(.upArrow, modifiers: .shift)),
            ("\u{1B}Ob", KeyPress(.downArrow, modifiers: .control)),
            ("\u{1B}[7$", KeyPress(.home, modifiers: .shift)),
            ("\u{1B}[8^", KeyPress(.end, modifiers: .control)),
            ("\u{1B}[5@", KeyPress(.pageUp, modifiers: [.control, .shift])),
            // Characters with modifiers: fixterms and kitty, xterm's modifyOtherKeys.
            ("\u{1B}[99;5u", KeyPress("c", modifiers: .control)),
            ("\u{1B}[13;2u", KeyPress(.return, modifiers: .shift)),
            ("\u{1B}[27u", KeyPress(.escape)), ("\u{1B}[27;5;106~", KeyPress("j", modifiers: .control)),
            // The Linux console's F1 to F5.
            ("\u{1B}[[A", KeyPress(function(1))), ("\u{1B}[[E", KeyPress(function(5))),
        ]
        + functionKeys

    /// F1 to F12 as xterm sends them (`ESC O P` to `ESC O S`, then `ESC [ 15 ~` on), and F1 to
    /// F4 as VT220 and rxvt do (`ESC [ 11 ~` to `ESC [ 14 ~`).
    static let functionKeys: [(String, KeyPress)] =
        zip(["P", "Q", "R", "S"], 1...4).map { ("\u{1B}O\($0)", KeyPress(function($1))) }
        + zip([11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24], 1...12).map {
            ("\u{1B}[\($0)~", KeyPress(function($1)))
        }

    /// The key for F`number`.
    static func function(_ number: Int) -> KeyEquivalent {
        KeyEquivalent.function(number) ?? "?"
    }

    @Test(arguments: sequences)
    func sequenceReadWhole(text: String, key: KeyPress) {
        #expect(Support.decode(text) == [key])
        #expect(Support.decode("a" + text + "b") == [KeyPress("a"), key, KeyPress("b")])
    }

    @Test(arguments: sequences)
    func sequenceSplitAtEveryByteWithTheRestReadable(text: String, key: KeyPress) {
        let bytes = Support.bytes(text)
        for cut in 1..<bytes.count {
            let keys = Support.decode([Array(bytes[..<cut]), Array(bytes[cut...])])
            #expect(keys == [key], "cut after byte \(cut)")
        }
        #expect(Support.decode(bytes.map { [$0] }) == [key], "one byte a read")
    }

    /// A key held down sends its sequence again and again, decoded once and named each time; a
    /// sequence that is a prefix or an extension of the one before names its own key.
    @Test func sequencesAgainAndInTurnNameTheirKeys() {
        let all = Self.sequences
        for (index, (text, key)) in all.enumerated() {
            let (otherText, otherKey) = all[(index + 1) % all.count]
            var decoder = KeyDecoder()
            let typed = text + text + otherText + text + "\u{1B}[2~" + text
            #expect(
                decoder.decode(Support.bytes(typed)[...], moreReadable: false)
                    == [key, key, otherKey, key, key])
            // Read again later, and one byte a read.
            #expect(decoder.decode(Support.bytes(text)[...], moreReadable: false) == [key])
            let otherBytes = Support.bytes(otherText)
            for (offset, byte) in otherBytes.enumerated() {
                let isLast = offset == otherBytes.count - 1
                let events = decoder.decode([byte][...], moreReadable: !isLast)
                #expect(events == (isLast ? [otherKey] : []))
            }
        }
    }

    /// Split after the `ESC` and at least one more byte, with nothing more readable after the
    /// first read: the decoder waits (its pending tail is an incomplete sequence) and the rest,
    /// when it comes, completes the key. (A lone `ESC` with nothing more readable is Esc at once.)
    @Test(arguments: sequences)
    func sequenceSplitAtEveryByteAfterAWait(text: String, key: KeyPress) {
        let bytes = Support.bytes(text)
        for cut in 2..<bytes.count {
            var decoder = KeyDecoder()
            #expect(decoder.decode(bytes[..<cut], moreReadable: false).isEmpty, "cut after byte \(cut)")
            #expect(decoder.pending == .incompleteSequence, "cut after byte \(cut)")
            #expect(decoder.decode(bytes[cut...], moreReadable: false) == [key], "cut after byte \(cut)")
        }
    }

    /// Sequences no key sends, or no key TermNav knows: discarded whole, the text around kept.
    /// (A paste's end marker alone is one of them; its start marker begins a paste, see
    /// `BracketedPasteTests`.)
    static let unknownSequences: [String] = [
        "\u{1B}[2~", "\u{1B}[201~", "\u{1B}[?25h", "\u{1B}[<0;10;5M", "\u{1B}[>1;2c",
        "\u{1B}[1;5X", "\u{1B}[9;9;9A", "\u{1B}[1;0A", "\u{1B}[1;999A", "\u{1B}[99~", "\u{1B}[1 q",
        "\u{1B}[1:2A", "\u{1B}O!", "\u{1B}Oz", "\u{1B}[[Z", "\u{1B}[12345678901A", "\u{1B}[I",
        "\u{1B}[" + String(repeating: "1;", count: 100) + "A",
    ]

    @Test(arguments: unknownSequences)
    func unknownSequenceIsDiscardedWhole(text: String) {
        #expect(Support.decode("a" + text + "b") == [KeyPress("a"), KeyPress("b")])
        let bytes = Support.bytes("a" + text + "b")
        #expect(Support.decode(bytes.map { [$0] }) == [KeyPress("a"), KeyPress("b")], "one byte a read")
    }

    /// Sequences broken by a byte they cannot hold: discarded with that byte; an `ESC` starts
    /// the next sequence.
    static let brokenSequences: [(String, [KeyPress])] = [
        ("\u{1B}[1\u{07}b", [KeyPress("b")]), ("\u{1B}[1;\rb", [KeyPress("b")]),
        ("\u{1B}[1;\u{1B}[B", [KeyPress(.downArrow)]), ("\u{1B}O\u{1B}OA", [KeyPress(.upArrow)]),
        ("\u{1B}[é", []), ("\u{1B}\u{80}b", [KeyPress("b")]),
    ]

    @Test(arguments: brokenSequences)
    func brokenSequenceIsDiscarded(text: String, keys: [KeyPress]) {
        #expect(Support.decode(text) == keys)
    }

    @Test func terminfoKeysComeFirst() {
        let vt52Up = Support.bytes("\u{1B}A")
        let linuxF1 = Support.bytes("\u{1B}[[A")
        let table = [vt52Up: KeyPress(.upArrow), linuxF1: KeyPress(Self.function(7))]
        #expect(Support.decode([vt52Up], terminfoKeys: table) == [KeyPress(.upArrow)])
        #expect(Support.decode([linuxF1], terminfoKeys: table) == [KeyPress(Self.function(7))])
        #expect(Support.decode([vt52Up]) == [KeyPress("A", modifiers: .option)])
    }
}
