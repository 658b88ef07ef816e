import Testing

@testable import TermNav
@testable import TermNavCore

/// Focus reports (`ESC [ I`, `ESC [ O`): decoded as the window's focus, whole and split across
/// reads at every byte, and never typed as keys, even where terminfo names the bytes a key.
@Suite struct KeyDecoderFocusTests {
    typealias Support = KeyDecoderSupport

    static let reports: [(String, Bool)] = [("\u{1B}[I", true), ("\u{1B}[O", false)]

    @Test(arguments: reports)
    func reportReadWholeBetweenKeys(text: String, isFocused: Bool) {
        #expect(Support.decodeEvents([Support.bytes(text)]) == [.focus(isFocused)])
        #expect(
            Support.decodeEvents([Support.bytes("a" + text + "b")]) == [
                .key(KeyPress("a")), .focus(isFocused), .key(KeyPress("b")),
            ])
    }

    @Test(arguments: reports)
    func reportSplitAtEveryByte(text: String, isFocused: Bool) {
        let bytes = Support.bytes(text)
        for cut in 1..<bytes.count {
            let events = Support.decodeEvents([Array(bytes[..<cut]), Array(bytes[cut...])])
            #expect(events == [.focus(isFocused)], "cut after byte \(cut)")
        }
    }

    @Test func aTerminfoKeyOfTheSameBytesIsStillTheFocus() {
        var decoder = KeyDecoder(terminfoKeys: [Support.bytes("\u{1B}[I"): KeyPress(.tab)])
        #expect(decoder.decodeEvents(Support.bytes("\u{1B}[I"), moreReadable: false) == [.focus(true)])
    }
}
