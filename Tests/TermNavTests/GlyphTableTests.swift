import Foundation
import TermNavTesting
import Testing

@testable import TermNavCore

/// Labels with symbols that have no fitting glyph of their own.
private struct Reminders: View {
    var body: some View {
        List {
            Label("Alerts", systemImage: "bell")
            Label("Saved", systemImage: "bookmark.fill")
            Label("Bin", systemImage: "trash")
            Label("Find", systemImage: "magnifyingglass")
        }
    }
}

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

    @MainActor @Test(arguments: [true, false])
    func aSymbolWithoutAFittingGlyphDrawsABullet(unicode: Bool) {
        let driver = TestDriver(Reminders(), width: 20, height: 4, unicode: unicode)
        driver.expectScreen(
            unicode
                ? [" • Alerts", " • Saved", " ✕ Bin", " ⌕ Find"]
                : [" * Alerts", " * Saved", " x Bin", " / Find"])
    }

    @Test func noGlyphReadsAsAnotherSymbol() {
        // ♪ is a musical note, ⌫ the Backspace key, ▽/▼ disclosure triangles, `?` the help key.
        for (name, glyph) in Glyphs.symbolList {
            #expect(!["♪", "⌫", "▽", "▼"].contains(glyph.unicode), "\(name): \(glyph.unicode)")
            #expect(name == "questionmark.circle" || glyph.ascii != "?", "\(name): \(glyph.ascii)")
        }
    }

    /// The table in docs/Rows.md, as its rows read: the names, then the glyph and its stand-in.
    static func documentedTable() throws -> [(names: [String], unicode: String, ascii: String)] {
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/Rows.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        guard let start = text.range(of: "| SF Symbol name | UTF-8 | ASCII |\n| --- | --- | --- |\n") else {
            return []
        }
        return text[start.upperBound...].split(separator: "\n").prefix { $0.hasPrefix("| `") }.map { row in
            let cells = row.replacing("\\|", with: "\u{0}").split(separator: "|").map {
                $0.trimmingCharacters(in: .whitespaces).replacing("\u{0}", with: "|")
            }
            let code = { (cell: String) in String(cell.dropFirst().dropLast()) }
            let names = cells[0].split(separator: ", ").map { code(String($0)) }
            return (names, code(cells[1]), code(cells[2]))
        }
    }

    @Test func theDocumentedTableIsTheTable() throws {
        let rows = try Self.documentedTable()
        let documented = rows.flatMap { row in
            row.names.map { ($0, Glyph(unicode: row.unicode, ascii: row.ascii)) }
        }
        #expect(documented.map(\.0).sorted() == Glyphs.symbolList.map(\.name))
        for (name, glyph) in documented {
            #expect(Glyphs.symbols[name] == glyph, "docs/Rows.md: \(name)")
        }
    }

    @Test func anUnknownNameDrawsASquareOrAHash() {
        #expect(Glyphs.symbol(named: "no.such.symbol").text(unicode: true) == "□")
        #expect(Glyphs.symbol(named: "no.such.symbol").text(unicode: false) == "#")
    }
}
