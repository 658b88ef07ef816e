import Testing

@testable import TermNav

/// Which clusters a terminal may draw at another width than TermNav's.
@MainActor @Suite struct GraphemeTraitsTests {
    @Test(arguments: [
        ("a", 1, true), ("é", 1, true), ("›", 1, true), ("e\u{301}", 1, false), ("日", 2, false),
        ("👍", 2, false), ("\u{1FAE8}", 2, false), ("\u{11F04}", 1, false),
    ])
    func onlyOneScalarOfOneColumnIsTrusted(grapheme: String, width: Int, trusted: Bool) {
        #expect(GraphemeTraits(grapheme, width: width).isTrusted == trusted)
    }

    @Test(arguments: [
        ("👍🏽", 2, true), ("👩‍💻", 2, true), ("🇯🇵", 2, true), ("⌚︎", 1, true), ("❤️", 2, false),
        ("日", 2, false), ("e\u{301}", 1, false),
    ])
    func clustersOfSeveralWideScalarsMaySpill(grapheme: String, width: Int, spills: Bool) {
        #expect(GraphemeTraits(grapheme, width: width).maySpill(beyond: width) == spills)
    }

    @Test(arguments: [
        ("❤️", 2, true), ("☺️", 2, true), ("🇯🇵", 2, true), ("\u{1FAE8}", 2, true), ("👩‍💻", 2, false),
        ("日", 2, false), ("e\u{301}", 1, false),
    ])
    func clustersWhoseFirstScalarIsNarrowerMayFallShort(grapheme: String, width: Int, short: Bool) {
        #expect(GraphemeTraits(grapheme, width: width).mayFallShort == short)
    }
}

/// The writer reads a cluster's traits once while it keeps meeting it.
@MainActor @Suite struct GraphemeTraitsMemoTests {
    @Test func aRememberedClusterHasTheTraitsReadFromIt() {
        // More clusters than the memo keeps, met twice over, at two widths: every answer is the
        // one read from the cluster itself, whether remembered, forgotten or read again.
        let clusters =
            ["›", "ⓘ", "✓", "👍🏽", "❤️", "日", "e\u{301}", "🇫🇷"]
            + (0..<GraphemeTraitsMemo.capacity).map { String(UnicodeScalar(0x3041 + $0) ?? "?") }
        var memo = GraphemeTraitsMemo()
        for _ in 0..<2 {
            for cluster in clusters {
                for width in 1...2 {
                    let remembered = memo.traits(of: Cell(grapheme: cluster).text, width: width)
                    let read = GraphemeTraits(cluster, width: width)
                    #expect(remembered.isTrusted == read.isTrusted, "\(cluster) at \(width)")
                    #expect(remembered.widestDrawing == read.widestDrawing, "\(cluster) at \(width)")
                    #expect(remembered.mayFallShort == read.mayFallShort, "\(cluster) at \(width)")
                }
            }
        }
    }
}
