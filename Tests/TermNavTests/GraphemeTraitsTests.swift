import Testing

@testable import TermNav

/// Which clusters a terminal may draw at another width than TermNav's.
@Suite struct GraphemeTraitsTests {
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
