import Testing

@testable import TermNav
@testable import TermNavCore

private typealias Support = KeyDecoderSupport

/// The terminal's answers among the keys: an operating system command (`ESC ]` … `BEL` or
/// `ESC \`) and the device attributes are never keys, the answers TermNav asked for are kept,
/// and the keys around them are decoded as typed.
@Suite struct KeyDecoderAnswerTests {
    static let white = "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\"
    static let whiteAnswer = TerminalAnswer.background(RGB(red: 255, green: 255, blue: 255))

    /// Decodes reads, each but the last with more readable after it, into keys and answers.
    static func decode(_ reads: [String]) -> (keys: [KeyPress], answers: [TerminalAnswer]) {
        var decoder = KeyDecoder()
        var keys: [KeyPress] = []
        for (index, read) in reads.enumerated() {
            keys += decoder.decode(Support.bytes(read), moreReadable: index < reads.count - 1)
        }
        return (keys, decoder.takeAnswers())
    }

    @Test(arguments: [white, "\u{1B}]11;rgb:ffff/ffff/ffff\u{07}"])
    func anAnswerBetweenKeysIsKeptAndTheKeysToo(answer: String) {
        let decoded = Self.decode(["a" + answer + "b"])
        #expect(decoded.keys == [KeyPress("a"), KeyPress("b")])
        #expect(decoded.answers == [Self.whiteAnswer])
    }

    @Test func anAnswerSplitAnywhereAcrossReadsIsOneAnswer() {
        let bytes = Support.bytes("a" + Self.white + "b")
        for cut in 1..<bytes.count {
            var decoder = KeyDecoder()
            let keys =
                decoder.decode(bytes[..<cut], moreReadable: true)
                + decoder.decode(bytes[cut...], moreReadable: false)
            #expect(keys == [KeyPress("a"), KeyPress("b")], "cut after byte \(cut)")
            #expect(decoder.takeAnswers() == [Self.whiteAnswer], "cut after byte \(cut)")
        }
        let oneByteARead = Self.decode(bytes.map { String(decoding: [$0], as: UTF8.self) })
        #expect(oneByteARead.keys == [KeyPress("a"), KeyPress("b")])
    }

    @Test func answersAreTakenOnce() {
        var decoder = KeyDecoder()
        _ = decoder.decode(Support.bytes(Self.white), moreReadable: false)
        #expect(decoder.takeAnswers() == [Self.whiteAnswer])
        #expect(decoder.takeAnswers().isEmpty)
    }

    /// Commands TermNav did not ask for, or too long to be an answer: discarded whole.
    static let otherCommands: [String] = [
        "\u{1B}]2;a title\u{07}", "\u{1B}]10;rgb:0000/0000/0000\u{1B}\\", "\u{1B}]11;?\u{1B}\\",
        "\u{1B}]11;rgb:" + String(repeating: "f", count: 200) + "\u{07}",
        "\u{1B}]8;;https://example.com/é\u{1B}\\",
    ]

    @Test(arguments: otherCommands)
    func anotherCommandIsNeverKeys(text: String) {
        let decoded = Self.decode(["a" + text + "b"])
        #expect(decoded.keys == [KeyPress("a"), KeyPress("b")])
        #expect(decoded.answers.isEmpty)
    }

    @Test func theDeviceAttributesAreAnAnswerNeverKeys() {
        for attributes in ["\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c", "\u{1B}[?62;c", "\u{1B}[?1;2c"] {
            let decoded = Self.decode(["a" + Self.white + attributes + "b"])
            #expect(decoded.keys == [KeyPress("a"), KeyPress("b")], "\(attributes.debugDescription)")
            #expect(
                decoded.answers == [Self.whiteAnswer, .deviceAttributes], "\(attributes.debugDescription)")
        }
    }

    @Test func altRightBracketTypedAloneIsStillAKey() {
        let altBracket = KeyPress("]", modifiers: .option)
        #expect(Self.decode(["\u{1B}]"]).keys == [altBracket])
        #expect(Self.decode(["a", "\u{1B}]"]).keys == [KeyPress("a"), altBracket])
        // Read with a key after it: that key is decoded too.
        #expect(Self.decode(["\u{1B}]\r"]).keys == [altBracket, KeyPress(.return)])
        #expect(Self.decode(["\u{1B}]\u{1B}[A"]).keys == [altBracket, KeyPress(.upArrow)])
        // More was readable, and nothing came: Alt-] once the wait gives up.
        var decoder = KeyDecoder()
        #expect(decoder.decode(Support.bytes("\u{1B}]"), moreReadable: true).isEmpty)
        #expect(decoder.pending == .incompleteSequence)
        #expect(decoder.expire() == [altBracket])
    }

    @Test func aCommandBrokenOffIsDiscardedAndWhatBrokeItDecoded() {
        // An ESC that does not end it starts the next sequence; a control character is a key.
        #expect(Self.decode(["\u{1B}]11;rgb:ff\u{1B}[Ab"]).keys == [KeyPress(.upArrow), KeyPress("b")])
        #expect(Self.decode(["\u{1B}]11;rgb:ff\rb"]).keys == [KeyPress(.return), KeyPress("b")])
        // Cut short, with nothing more: discarded once the wait gives up, never typed.
        var decoder = KeyDecoder()
        #expect(decoder.decode(Support.bytes("a\u{1B}]11;rgb:ff"), moreReadable: false) == [KeyPress("a")])
        #expect(decoder.expire().isEmpty)
        #expect(decoder.decode(Support.bytes("b"), moreReadable: false) == [KeyPress("b")])
        #expect(decoder.takeAnswers().isEmpty)
    }
}
