import Testing

@testable import TermNavCore

/// How a field of several lines breaks its text into drawn lines, and where the insertion point
/// shows on them, as tables.
@Suite struct WrappedTextTests {
    static func wrapped(_ text: String, width: Int) -> WrappedText {
        let characters = Array(text)
        return WrappedText(
            characters: characters, widths: characters.map { DisplayWidth.of($0) }, width: width)
    }

    /// The drawn lines' texts, hanging spaces kept.
    static func lines(_ text: String, width: Int) -> [String] {
        let characters = Array(text)
        return wrapped(text, width: width).lines.map { String(characters[$0.characters]) }
    }

    static let breaks: [(text: String, width: Int, lines: [String])] = [
        ("", 5, [""]),
        ("short", 10, ["short"]),
        // At the last space that fits; the space hangs at the end of its line.
        ("hello world", 5, ["hello ", "world"]),
        ("one two three", 9, ["one two ", "three"]),
        ("a b c d", 3, ["a b ", "c d"]),
        // A word longer than the line is cut where the line ends.
        ("abcdefgh", 3, ["abc", "def", "gh"]),
        ("ab abcdefgh", 4, ["ab ", "abcd", "efgh"]),
        // Line breaks end lines, an empty line between two of them.
        ("one\ntwo", 10, ["one", "two"]),
        ("one\n\ntwo\n", 10, ["one", "", "two", ""]),
        // Wide characters take two columns each.
        ("日本語です", 4, ["日本", "語で", "す"]),
        ("👍🏽👍🏽👍🏽", 4, ["👍🏽👍🏽", "👍🏽"]),
    ]

    @Test(arguments: breaks)
    func aTextBreaksWhereAMacTextViewWouldBreakIt(text: String, width: Int, lines: [String]) {
        #expect(Self.lines(text, width: width) == lines)
    }

    static let positions: [(text: String, width: Int, cursor: Int, line: Int, column: Int)] = [
        ("hello world", 5, 0, 0, 0),
        ("hello world", 5, 5, 0, 5),
        // At a wrap, the insertion point shows at the next line's start.
        ("hello world", 5, 6, 1, 0),
        ("hello world", 5, 11, 1, 5),
        // Before a line break, at its line's end; after it, on the next line.
        ("one\ntwo", 10, 3, 0, 3),
        ("one\ntwo", 10, 4, 1, 0),
        ("one\n", 10, 4, 1, 0),
        ("日本語", 4, 3, 1, 2),
    ]

    @Test(arguments: positions)
    func theInsertionPointShowsOnItsLine(text: String, width: Int, cursor: Int, line: Int, column: Int) {
        let position = Self.wrapped(text, width: width).position(of: cursor)
        #expect(position.line == line)
        #expect(position.column == column)
    }

    @Test func aPlaceOnTheLinesFindsTheCharacterUnderIt() {
        let text = Self.wrapped("hello world\nab", width: 5)
        #expect(text.index(line: 1, column: 2) == 8)
        #expect(text.index(line: 1, column: 9) == 11)
        // On a wrapped line, at most before its last character (the hanging space).
        #expect(text.index(line: 0, column: 9) == 5)
        #expect(text.index(line: 2, column: 1) == 13)
        #expect(text.index(line: 7, column: 0) == 12)
        // The two columns of a wide character both stand for it.
        let wide = Self.wrapped("日本語", width: 10)
        #expect(wide.index(line: 0, column: 3) == 1)
    }
}
