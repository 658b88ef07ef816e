/// A label on the "Widths" screen: text of one kind of display width, and a name for it.
struct WidthSample: Identifiable, Hashable {
    /// What the text shows, such as `"ZWJ sequences"`.
    let kind: String
    /// The text.
    let text: String

    /// Whether the row shows a detail button instead of the disclosure indicator.
    var hasDetailButton: Bool { kind == "Fullwidth" }

    /// The sample's identity: its kind.
    var id: String { kind }

    /// The row's label: the kind, then the text.
    var label: String { "\(kind): \(text)" }

    /// The text's Unicode scalars, written `U+1F469`.
    var scalars: [String] {
        text.unicodeScalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }

    /// The samples, one per kind of width.
    static let all: [WidthSample] = [
        WidthSample(kind: "Latin", text: "Hello, world"),
        WidthSample(kind: "Accented", text: "café, naïve, Ångström"),
        WidthSample(kind: "Decomposed", text: "cafe\u{301}, nai\u{308}ve"),
        WidthSample(kind: "CJK", text: "日本語のテキスト"),
        WidthSample(kind: "Hangul", text: "한국어 텍스트"),
        WidthSample(kind: "Combining", text: "a\u{332}b\u{332}c\u{332} x\u{20DD}"),
        WidthSample(kind: "ZWJ", text: "👩‍💻 coder, 👨‍👩‍👧 family"),
        WidthSample(kind: "Flags", text: "🇯🇵 Japan, 🇫🇷 France"),
        WidthSample(kind: "Skin tone", text: "👍🏽 thumbs up"),
        WidthSample(kind: "VS16", text: "❤️ red heart, ☺️ smile"),
        WidthSample(kind: "Fullwidth", text: "Ａｂｃ１２３"),
        WidthSample(kind: "Mixed", text: "é日👍🏽🇫🇷한❤️👩‍💻x"),
        WidthSample(kind: "Cut", text: String(repeating: "👍🏽", count: 40)),
    ]
}
