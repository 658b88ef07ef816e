import Testing

@testable import TermNav
@testable import TermNavCore

/// The terminfo key strings handed to the key decoder, and terminfo padding.
@MainActor @Suite struct TerminfoKeysTests {
    @Test func keyStringsBeginningWithEscapeAreTaken() {
        let entry: [String: [UInt8]] = [
            "kcuu1": Array("\u{1B}OA".utf8), "kcub1": [0x08], "kf1": Array("\u{1B}OP".utf8),
            "khome": Array("\u{1B}[1~".utf8), "ka1": Array("\u{1B}[1~".utf8), "kend": [0x1B],
        ]
        let table = TerminfoKeys.table { entry[$0] }
        #expect(
            table == [
                Array("\u{1B}OA".utf8): KeyPress(.upArrow),
                Array("\u{1B}OP".utf8): KeyPress(KeyEquivalent.function(1) ?? "?"),
                Array("\u{1B}[1~".utf8): KeyPress(.home),
            ])
    }

    @Test func everyFunctionKeyToF12IsRead() {
        let names = Set(TerminfoKeys.capabilities.map(\.name))
        #expect((1...12).allSatisfy { names.contains("kf\($0)") })
        #expect(!names.contains("kf13"))
    }

    @Test func terminfoPaddingIsRemoved() {
        let bytes = Array("\u{1B}[?1049l$<5>\u{1B}[?25h$<2/*>x".utf8)
        #expect(TerminfoProbe.withoutPadding(bytes) == Array("\u{1B}[?1049l\u{1B}[?25hx".utf8))
    }
}
