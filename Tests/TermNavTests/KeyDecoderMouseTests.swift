import Testing

@testable import TermNav
@testable import TermNavCore

/// SGR mouse reports: decoded as mouse events, whole and split across reads at every byte, and
/// never typed as keys.
@Suite struct KeyDecoderMouseTests {
    typealias Support = KeyDecoderSupport

    /// Reports TermNav acts on, with their events (columns and lines from 0).
    static let reports: [(String, MouseEvent)] = [
        ("\u{1B}[<0;10;5M", MouseEvent(.click, column: 9, line: 4)),
        ("\u{1B}[<0;1;1M", MouseEvent(.click, column: 0, line: 0)),
        ("\u{1B}[<0;300;120M", MouseEvent(.click, column: 299, line: 119)),
        ("\u{1B}[<64;3;7M", MouseEvent(.wheelUp, column: 2, line: 6)),
        ("\u{1B}[<65;3;7M", MouseEvent(.wheelDown, column: 2, line: 6)),
        ("\u{1B}[<2;10;5M", MouseEvent(.secondaryClick, column: 9, line: 4)),
        // Shift, Meta and Control held do not change what a click or a notch does.
        ("\u{1B}[<4;2;2M", MouseEvent(.click, column: 1, line: 1)),
        ("\u{1B}[<16;2;2M", MouseEvent(.click, column: 1, line: 1)),
        ("\u{1B}[<81;2;2M", MouseEvent(.wheelDown, column: 1, line: 1)),
    ]

    @Test(arguments: reports)
    func reportReadWhole(text: String, event: MouseEvent) {
        #expect(Support.decodeEvents([Support.bytes(text)]) == [.mouse(event)])
        #expect(
            Support.decodeEvents([Support.bytes("a" + text + "b")]) == [
                .key(KeyPress("a")), .mouse(event), .key(KeyPress("b")),
            ])
    }

    @Test(arguments: reports)
    func reportSplitAtEveryByte(text: String, event: MouseEvent) {
        let bytes = Support.bytes(text)
        for cut in 1..<bytes.count {
            let events = Support.decodeEvents([Array(bytes[..<cut]), Array(bytes[cut...])])
            #expect(events == [.mouse(event)], "cut after byte \(cut)")
        }
        #expect(Support.decodeEvents(bytes.map { [$0] }) == [.mouse(event)], "one byte a read")
        for cut in 2..<bytes.count {
            var decoder = KeyDecoder()
            #expect(decoder.decodeEvents(bytes[..<cut], moreReadable: false).isEmpty, "cut after byte \(cut)")
            #expect(decoder.pending == .incompleteSequence, "cut after byte \(cut)")
            #expect(decoder.decodeEvents(bytes[cut...], moreReadable: false) == [.mouse(event)])
        }
    }

    @Test func reportsInARowAndBetweenKeys() {
        let text = "\u{1B}[<65;1;1M\u{1B}[<65;1;1M\u{1B}[A\u{1B}[<0;4;3M\u{1B}[<0;4;3m"
        let wheel = InputEvent.mouse(MouseEvent(.wheelDown, column: 0, line: 0))
        let expected: [InputEvent] = [
            wheel, wheel, .key(KeyPress(.upArrow)), .mouse(MouseEvent(.click, column: 3, line: 2)),
        ]
        #expect(Support.decodeEvents([Support.bytes(text)]) == expected)
        #expect(Support.decodeEvents(Support.bytes(text).map { [$0] }) == expected)
    }

    /// Reports TermNav takes no action on, and malformed ones: discarded whole, never typed.
    static let discarded: [String] = [
        "\u{1B}[<0;10;5m",  // a release
        "\u{1B}[<1;10;5M", "\u{1B}[<3;10;5M",  // the middle button, a release in the old encoding
        "\u{1B}[<32;10;5M", "\u{1B}[<35;10;5M",  // motion
        "\u{1B}[<66;10;5M", "\u{1B}[<128;10;5M",  // wheel left, extra buttons
        "\u{1B}[<0;10M", "\u{1B}[<0;10;5;7M", "\u{1B}[<;10;5M", "\u{1B}[<0;;5M", "\u{1B}[<0;0;5M",
        "\u{1B}[<0;10;0M", "\u{1B}[<0:1;10;5M", "\u{1B}[<0;10;5 M", "\u{1B}[<0;99999999;5M",
        "\u{1B}[<0;10;5X", "\u{1B}[<" + String(repeating: "1;", count: 40) + "M",
    ]

    @Test(arguments: discarded)
    func reportIsDiscardedWhole(text: String) {
        let bytes = Support.bytes("a" + text + "b")
        let expected: [InputEvent] = [.key(KeyPress("a")), .key(KeyPress("b"))]
        #expect(Support.decodeEvents([bytes]) == expected)
        #expect(Support.decodeEvents(bytes.map { [$0] }) == expected, "one byte a read")
    }

    /// A report cut short by a key's bytes is dropped; the key is kept.
    @Test func aBrokenReportIsDropped() {
        #expect(Support.decodeEvents([Support.bytes("\u{1B}[<0;10\u{1B}[B")]) == [.key(KeyPress(.downArrow))])
        #expect(Support.decodeEvents([Support.bytes("\u{1B}[<0;1\rb")]) == [.key(KeyPress("b"))])
    }

    @Test func keysOnlyDecodingLeavesReportsOut() {
        var decoder = KeyDecoder()
        #expect(
            decoder.decode(Support.bytes("x\u{1B}[<0;2;2My"), moreReadable: false) == [
                KeyPress("x"), KeyPress("y"),
            ])
    }
}
