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
    /// The SF Symbol names public SwiftUI code uses most, each in the table or drawn by the
    /// variant rule as its base.
    static let commonNames = [
        "globe", "trash", "pencil", "checkmark.circle.fill", "star.fill", "person.crop.circle",
        "arrow.up.arrow.down", "chart.bar", "calendar", "bell", "magnifyingglass", "square.and.arrow.up",
        "heart", "house", "gear", "plus.circle.fill", "xmark", "folder", "doc", "envelope", "phone", "camera",
        "photo", "lock", "cart", "bookmark", "flag", "tag", "clock", "location", "map", "mic", "play.fill",
        "pause.fill", "stop.fill", "forward.fill", "backward.fill", "speaker.wave.2", "wifi", "battery.100",
        "sun.max", "moon", "cloud", "bolt", "flame", "leaf", "cup.and.saucer", "creditcard", "gift", "bag",
        "list.bullet", "line.3.horizontal", "ellipsis", "ellipsis.circle", "info.circle",
        "questionmark.circle",
        "exclamationmark.triangle", "chevron.right", "chevron.left", "chevron.up", "chevron.down",
        "arrow.right", "arrow.left", "arrow.up", "arrow.down", "person", "person.fill", "person.circle",
        "figure.walk", "heart.fill", "hand.thumbsup", "square.and.pencil", "paperplane", "tray", "archivebox",
        "externaldrive", "keyboard", "printer", "link", "paperclip", "scissors", "wand.and.stars", "sparkles",
        "pencil.circle", "dollarsign.circle", "book", "newspaper", "graduationcap", "briefcase", "building.2",
        "car", "airplane", "bicycle", "tram", "globe.americas", "thermometer", "drop", "snowflake",
        "umbrella",
        "eye", "eye.slash", "hand.raised", "checkmark.seal", "shield", "key", "bell.badge", "message",
        "bubble.left", "quote.bubble", "text.bubble", "rectangle.stack", "square.grid.2x2",
        "slider.horizontal.3", "arrow.clockwise", "arrow.counterclockwise", "arrow.triangle.2.circlepath",
        "square.and.arrow.down", "tray.and.arrow.down", "plus", "minus", "multiply", "divide", "equal",
        "number", "percent", "textformat", "bold", "italic", "underline", "timer", "stopwatch", "alarm",
        "hourglass", "chart.pie", "chart.line.uptrend.xyaxis", "list.number", "checklist",
        "calendar.badge.plus", "person.2", "person.3", "figure.run", "dumbbell", "fork.knife", "cart.fill",
        "music.note", "headphones", "tv", "desktopcomputer", "laptopcomputer", "iphone", "applewatch",
        "gamecontroller", "paintbrush", "paintpalette", "hammer", "wrench", "screwdriver", "trash.fill",
        "square.and.arrow.up.fill", "info", "checkmark", "checkmark.circle", "xmark.circle", "star", "minus",
        "doc.text", "gearshape", "clock.fill",
    ]

    @Test(arguments: commonNames)
    func theCommonNamesHaveAGlyph(name: String) {
        #expect(Glyphs.symbol(named: name) != nil)
    }

    @Test func theTableHoldsTheTwoHundredNamesUsedMost() {
        #expect(Glyphs.symbols.count >= 200)
        #expect(
            Set(Self.commonNames).subtracting(Glyphs.symbols.keys).sorted() == [
                "cart.fill", "dollarsign.circle", "ellipsis.circle", "pencil.circle", "plus.circle.fill",
                "square.and.arrow.up.fill",
            ])
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
        // ♪ is a musical note, ⌫ the Backspace key, ▽/▼ disclosure triangles, `?` the help key:
        // each only for the symbol that is that thing.
        let owners = ["♪": "music.note", "⌫": "delete.left"]
        for (name, glyph) in Glyphs.symbolList {
            #expect(owners[glyph.unicode].map { $0 == name } ?? true, "\(name): \(glyph.unicode)")
            #expect(!["▽", "▼"].contains(glyph.unicode), "\(name): \(glyph.unicode)")
            #expect(name.hasPrefix("questionmark") || glyph.ascii != "?", "\(name): \(glyph.ascii)")
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

    @Test func anUnknownNameHasNoGlyphAndIsNoted() {
        #expect(Glyphs.symbol(named: "no.such.symbol") == nil)
        #expect(UnknownSymbols.sorted.contains("no.such.symbol"))
        #expect(
            UnknownSymbols.report?.hasPrefix("TermNav: SF Symbols without a glyph, drawn as nothing: ")
                == true)
        #expect(UnknownSymbols.report?.contains("no.such.symbol") == true)
        #expect(Glyphs.symbol(named: "star") != nil)
        #expect(!UnknownSymbols.sorted.contains("star"))
    }

    @Test func aVariantNotInTheTableIsDrawnAsItsBase() {
        let star = Glyphs.symbols["star"]
        let filledStar = Glyphs.symbols["star.fill"]
        #expect(Glyphs.symbol(named: "star.circle.fill") == filledStar, "filled, without its circle")
        #expect(Glyphs.symbol(named: "star.square") == star)
        #expect(
            Glyphs.symbol(named: "plus.circle.fill") == Glyphs.symbols["plus.circle"], "circled, without fill"
        )
        #expect(Glyphs.symbol(named: "trash.circle") == Glyphs.symbols["trash"])
        #expect(Glyphs.symbol(named: "cart.fill") == Glyphs.symbols["cart"])
        #expect(Glyphs.symbol(named: "heart.rectangle.fill") == Glyphs.symbols["heart.fill"])
        #expect(Glyphs.variantBases(of: "star.circle.fill") == ["star.fill", "star.circle", "star"])
        #expect(Glyphs.variantBases(of: "star.fill") == ["star"])
        #expect(Glyphs.variantBases(of: "star") == [])
        #expect(Glyphs.variantBases(of: ".circle") == [])
        #expect(Glyphs.symbol(named: "no.such.circle.fill") == nil)
    }

    @Test func aNameNotInTheTableIsDrawnAsTheNearestNameItStartsWith() {
        #expect(Glyphs.symbols["cloud.bolt.rain.fill"] == nil)
        #expect(Glyphs.symbol(named: "cloud.bolt.rain.fill") == Glyphs.symbols["cloud.bolt"])
        #expect(Glyphs.symbol(named: "cloud.sun.rain") == Glyphs.symbols["cloud.sun"])
        #expect(Glyphs.symbols["heart.text.square.fill"] == nil)
        #expect(Glyphs.symbol(named: "heart.text.square.fill") == Glyphs.symbols["heart.fill"])
        #expect(Glyphs.symbol(named: "nothing.like.this") == nil)
    }
}
