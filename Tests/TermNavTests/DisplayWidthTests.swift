import Testing

@testable import TermNavCore

/// Display widths from the generated Unicode table, cluster by cluster and in strings.
@MainActor @Suite struct DisplayWidthTests {
    /// The scalars of a text, for failure messages: `["65", "301"]`.
    static func scalars(_ text: String) -> [String] {
        text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }
    }

    @Test(arguments: [
        ("a", 1), (" ", 1), ("~", 1), ("é", 1), ("ñ", 1), ("ß", 1), ("Ω", 1), ("Ж", 1), ("א", 1),
        ("ⓘ", 1), ("›", 1), ("‹", 1), ("✓", 1), ("…", 1), ("★", 1), ("→", 1),
    ])
    func narrowCharacters(text: String, width: Int) {
        #expect(DisplayWidth.of(Character(text)) == width, "\(Self.scalars(text))")
    }

    @Test(arguments: [
        ("日", 2), ("本", 2), ("村", 2), ("\u{3400}", 2), ("\u{20000}", 2), ("\u{2A6E0}", 2),
        ("\u{30000}", 2), ("、", 2), ("ア", 2), ("ｱ", 1),
    ])
    func cjkIdeographsAndKana(text: String, width: Int) {
        #expect(DisplayWidth.of(Character(text)) == width, "\(Self.scalars(text))")
    }

    @Test(arguments: [
        ("가", 2), ("한", 2), ("\u{1100}", 2), ("\u{1161}", 0), ("\u{11AB}", 0), ("\u{D7B0}", 0),
        ("\u{1112}\u{1161}\u{11AB}", 2), ("\u{115F}\u{1161}", 2), ("ㄱ", 2), ("\u{A960}", 2),
    ])
    func hangulSyllablesAndJamo(text: String, width: Int) {
        #expect(DisplayWidth.of(Character(text)) == width, "\(Self.scalars(text))")
    }

    @Test(arguments: [("Ａ", 2), ("！", 2), ("￦", 2), ("\u{3000}", 2), ("ﾟ", 1)])
    func fullwidthAndHalfwidthForms(text: String, width: Int) {
        #expect(DisplayWidth.of(Character(text)) == width, "\(Self.scalars(text))")
    }

    @Test(arguments: [
        ("e\u{301}", 1), ("\u{301}", 0), ("a\u{20DD}", 1), ("\u{489}", 0), ("a\u{308}\u{331}", 1),
        ("日\u{301}", 2), ("\u{34F}", 0),
    ])
    func combiningMarksAddNothing(text: String, width: Int) {
        #expect(DisplayWidth.of(Character(text)) == width, "\(Self.scalars(text))")
    }

    @Test(arguments: [
        ("\u{200B}", 0), ("\u{200C}", 0), ("\u{200D}", 0), ("\u{2060}", 0), ("\u{FEFF}", 0),
        ("\u{AD}", 0), ("\u{180E}", 0), ("\u{3164}", 0), ("\u{E0001}", 0), ("\u{FE0F}", 0),
        ("\u{FE0E}", 0), ("\u{E0100}", 0), ("\u{61C}", 0),
    ])
    func formatAndDefaultIgnorableCharactersTakeNoColumn(text: String, width: Int) {
        #expect(DisplayWidth.of(Character(text)) == width, "\(Self.scalars(text))")
    }

    @Test(arguments: [
        ("👍", 2), ("😀", 2), ("⚡", 2), ("⌚", 2), ("🫨", 2), ("❤", 1), ("☺", 1), ("✔", 1), ("⚠", 1),
        ("ℹ", 1), ("©", 1),
    ])
    func emojiTakeTwoColumnsOnlyWithEmojiPresentation(text: String, width: Int) {
        #expect(DisplayWidth.of(Character(text)) == width, "\(Self.scalars(text))")
    }

    @Test(arguments: [
        ("❤️", 2), ("☺️", 2), ("⚠️", 2), ("©️", 2), ("#️⃣", 2), ("1\u{20E3}", 1), ("❤︎", 1), ("⌚︎", 1),
        ("☺︎", 1), ("⌚️", 2), ("👍\u{FE0E}", 1), ("😀\u{FE0E}", 2), ("a\u{FE0F}", 1), ("日\u{FE0E}", 2),
    ])
    func variationSelectorsChooseThePresentation(text: String, width: Int) {
        #expect(DisplayWidth.of(Character(text)) == width, "\(Self.scalars(text))")
    }

    @Test(arguments: [("🇯🇵", 2), ("🇫🇷", 2), ("🇺🇸", 2), ("🇯", 1), ("🇯\u{301}", 1)])
    func regionalIndicatorPairsAreFlags(text: String, width: Int) {
        #expect(DisplayWidth.of(Character(text)) == width, "\(Self.scalars(text))")
    }

    @Test(arguments: [
        ("👍🏽", 2), ("👋🏿", 2), ("☝🏽", 2), ("🏽", 2), ("👩‍💻", 2), ("👨‍👩‍👧", 2), ("👨‍👩‍👧‍👦", 2),
        ("🏳️‍🌈", 2), ("❤️‍🔥", 2), ("🧑🏽‍🚀", 2), ("👁️‍🗨️", 2),
    ])
    func emojiSequencesAreAsWideAsTheirBase(text: String, width: Int) {
        #expect(Array(text).count == 1, "one grapheme cluster: \(Self.scalars(text))")
        #expect(DisplayWidth.of(Character(text)) == width, "\(Self.scalars(text))")
    }

    @Test(arguments: [
        ("ノルウェイの森 by 村上春樹", 26), ("Crème brûlée", 12), ("Cre\u{300}me bru\u{302}le\u{301}e", 12),
        ("a\u{200B}b\u{2060}c\u{FEFF}", 3), ("soft\u{AD}hyphen", 10), ("日本🇯🇵👩‍💻e\u{301}", 9),
        ("❤️ I ♥ NY", 9), ("👨‍👩‍👧 family", 9), ("한국어 한글", 11), ("", 0), ("plain ASCII", 11),
    ])
    func stringWidthIsTheSumOfItsGraphemes(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width, "\(Self.scalars(text))")
    }

    @Test func theTableCoversEveryScalarInOrder() {
        let table = DisplayWidth.table
        #expect(table.first.map { $0 >> 4 } == 0)
        #expect(zip(table, table.dropFirst()).allSatisfy { $0 >> 4 < $1 >> 4 })
        #expect(zip(table, table.dropFirst()).allSatisfy { $0 & 0xF != $1 & 0xF }, "runs are merged")
        #expect(table.allSatisfy { $0 & 0b11 != 0b11 })
        #expect(DisplayWidth.unicodeVersion == "15.0.0")
    }

    @Test func scalarClassesCarryTheEmojiAndRecentFlags() {
        let heart = DisplayWidth.ScalarClass("\u{2764}")
        #expect(heart.width == 1 && heart.isEmoji && !heart.isRecent)
        let shaking = DisplayWidth.ScalarClass("\u{1FAE8}")
        #expect(shaking.width == 2 && shaking.isRecent)
        #expect(DisplayWidth.ScalarClass("\u{378}").isRecent, "unassigned")
        #expect(!DisplayWidth.ScalarClass("日").isRecent && !DisplayWidth.ScalarClass("日").isEmoji)
        #expect(DisplayWidth.ScalarClass("\u{1F1EF}").isRegionalIndicator)
        #expect(DisplayWidth.ScalarClass("\u{10FFFF}").width == 1)
    }
}
