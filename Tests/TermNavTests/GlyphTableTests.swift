import Testing

@testable import TermNavCore

/// The one glyph table: the names apps use most, each glyph narrow, each with an ASCII stand-in.
@Suite struct GlyphTableTests {
    /// The SF Symbol names apps use most for list rows, one or more per kind.
    static let commonNames = [
        "chevron.right", "chevron.left", "chevron.up", "chevron.down", "info", "info.circle",
        "checkmark", "checkmark.circle", "xmark", "xmark.circle", "star", "star.fill", "heart",
        "heart.fill", "folder", "doc", "doc.text", "gear", "gearshape", "trash", "plus", "minus",
        "magnifyingglass", "exclamationmark.triangle", "person", "bell", "lock", "clock", "calendar",
        "envelope", "house", "tag", "link", "flag", "bookmark", "pencil", "arrow.up", "arrow.down",
        "arrow.left", "arrow.right",
    ]

    @Test(arguments: commonNames)
    func theCommonNamesAreInTheTable(name: String) {
        #expect(Glyphs.symbols[name] != nil)
        #expect(Glyphs.symbol(named: name) != Glyphs.unknownSymbol)
    }

    @Test func everyGlyphIsOneOrTwoColumnsAndNeverAnEmoji() {
        for (name, glyph) in Glyphs.symbolList {
            let width = DisplayWidth.of(glyph.unicode)
            #expect((1...2).contains(width), "\(name): \(glyph.unicode) is \(width) columns")
            #expect(
                !glyph.unicode.unicodeScalars.contains { $0.value == 0xFE0F },
                "\(name): no emoji variation selector")
            #expect(
                glyph.unicode.unicodeScalars.allSatisfy { !$0.properties.isEmojiPresentation },
                "\(name): \(glyph.unicode) is not drawn as an emoji by default")
        }
    }

    @Test func everyGlyphHasAShortPrintableASCIIStandIn() {
        for (name, glyph) in Glyphs.symbolList {
            #expect(!glyph.ascii.isEmpty && glyph.ascii.count <= 3, "\(name)")
            #expect(glyph.ascii.utf8.allSatisfy { (0x20..<0x7F).contains($0) }, "\(name)")
        }
    }

    @Test func theListIsSortedByName() {
        let names = Glyphs.symbolList.map(\.name)
        #expect(names == names.sorted())
        #expect(names.count == Glyphs.symbols.count)
    }

    @Test func anUnknownNameDrawsASquareOrAHash() {
        #expect(Glyphs.symbol(named: "no.such.symbol").text(unicode: true) == "□")
        #expect(Glyphs.symbol(named: "no.such.symbol").text(unicode: false) == "#")
    }
}
