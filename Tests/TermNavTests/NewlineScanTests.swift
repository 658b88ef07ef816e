import Testing

@testable import TermNavCore

/// Text is split into lines only when its bytes may hold a line break; the quick look must never
/// miss one, or a multi-line text would be drawn on one line.
@MainActor @Suite struct NewlineScanTests {
    @Test func everyLineBreakIsNoticed() {
        for scalar in (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init) {
            let text = "a" + String(Character(scalar)) + "b"
            if Character(scalar).isNewline {
                let name = "U+" + String(scalar.value, radix: 16, uppercase: true)
                #expect(LineLayout.mayHoldNewline(text), "\(name)")
            }
        }
        #expect(LineLayout.mayHoldNewline("one\r\ntwo"))
    }

    @Test func textWithoutBreaksIsTakenWhole() {
        #expect(!LineLayout.mayHoldNewline(""))
        #expect(!LineLayout.mayHoldNewline("Harry Potter and the Chamber of Secrets"))
        #expect(!LineLayout.mayHoldNewline("Café, Ærø, 東京, 🚀"))
        let layout = LineLayout(unicode: true)
        let runs = [TextRun(string: "first\nsecond\u{2028}third", style: .plain)]
        let lines = layout.textLines(runs, style: .plain)
        #expect(lines.map(\.text) == ["first", "second", "third"])
    }
}
