import Testing

@testable import TermNavCore

/// Display widths, line layout and the canvas on random Unicode: a cluster is never split, and
/// nothing is ever wider than asked. Each run prints its seed; rerun one with
/// `TERMNAV_FUZZ_SEED=<seed>`.
@MainActor @Suite struct LayoutFuzzTests {
    /// Pieces random text is made of: every kind of width, and what makes clusters.
    static let pieces: [String] = [
        "a", "Z", " ", "  ", "é", "e\u{301}", "e\u{301}\u{302}", "日", "本語", "한", "\u{1100}\u{1161}\u{11A8}",
        "Ａ", "👩‍💻", "👨‍👩‍👧", "🇯🇵", "🇫", "👍🏽", "❤️", "❤", "⌚︎", "☺️", "\u{200B}", "\u{200D}", "\u{FE0F}",
        "\u{0301}", "\u{00AD}", "\u{1B}[2J", "\n", "\t", "\u{7F}", "\u{9B}", "\u{202E}", "\u{2028}", "…",
        "›", "ⓘ", "🫨", "x\u{20E3}", "1\u{FE0F}\u{20E3}", "\u{E000}", "\u{10FFFD}",
    ]

    static func randomText(_ random: inout SeededRandom) -> String {
        let count = Int.random(in: 0...12, using: &random)
        return (0..<count).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
    }

    @Test func truncationAndWrappingNeverSplitAClusterNorOverflow() {
        let seed = SeededRandom.seed(default: 0x5EED_0001)
        var random = SeededRandom(seed: seed)
        let layout = LineLayout(unicode: true)
        var problems: [String] = []
        func check(_ condition: Bool, _ problem: @autoclosure () -> String) {
            if !condition { problems.append(problem()) }
        }
        for round in 0..<SeededRandom.rounds(default: 3_000) where problems.isEmpty {
            let raw = Self.randomText(&random)
            let width = Int.random(in: 0...20, using: &random)
            let context = "seed \(seed), round \(round), width \(width), text \(raw.debugDescription)"
            let safe = VisibleText.make(raw, unicode: true)
            let clusters = Set(safe.map(String.init))
            let line = layout.textLine([TextRun(string: raw, style: .plain)], style: .plain)
            check(line.width == DisplayWidth.of(line.text), "\(context)")
            let cut = line.truncated(to: width, ellipsis: "…")
            check(cut.width <= max(0, width), "cut too wide: \(context)")
            for character in cut.text where String(character) != "…" {
                check(
                    clusters.contains(String(character)),
                    "split cluster \(character.debugDescription): \(context)")
            }
            for wrapped in layout.wrapped(line, width: width) {
                check(width == 0 || wrapped.width <= width, "wrapped line too wide: \(context)")
                for character in wrapped.text where String(character) != "…" {
                    check(clusters.contains(String(character)), "split cluster in a wrap: \(context)")
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.first ?? "")")
    }

    @Test func theCanvasKeepsEveryClusterWholeWithinItsLimit() {
        let seed = SeededRandom.seed(default: 0x5EED_0002)
        var random = SeededRandom(seed: seed)
        var problems: [String] = []
        func check(_ condition: Bool, _ problem: @autoclosure () -> String) {
            if !condition { problems.append(problem()) }
        }
        for round in 0..<SeededRandom.rounds(default: 3_000) where problems.isEmpty {
            var canvas = Canvas(width: Int.random(in: 0...12, using: &random), height: 1)
            let drawings = Int.random(in: 1...4, using: &random)
            var context = "seed \(seed), round \(round), width \(canvas.width)"
            var clusters: Set<String> = [" "]
            for _ in 0..<drawings {
                let text = VisibleText.make(Self.randomText(&random), unicode: true)
                let x = Int.random(in: -2...12, using: &random)
                let limit = Int.random(in: 0...14, using: &random)
                context += ", \(text.debugDescription) at \(x) within \(limit)"
                clusters.formUnion(text.map(String.init))
                let drawn = canvas.draw(text, x: x, y: 0, limit: limit)
                check(drawn <= max(0, limit), "drew past the limit: \(context)")
            }
            let row = Array(canvas.row(0))
            for (column, cell) in row.enumerated() {
                if cell.isContinuation {
                    check(column > 0 && row[column - 1].width == 2, "a lone continuation: \(context)")
                } else {
                    check(clusters.contains(cell.grapheme), "split cluster \(cell.grapheme): \(context)")
                    check(cell.width == DisplayWidth.of(Character(cell.grapheme)), "\(context)")
                    if cell.width == 2 {
                        check(column + 1 < row.count && row[column + 1].isContinuation, "\(context)")
                    }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.first ?? "")")
    }
}
