import Testing

@testable import TermNavCore

/// A field's text scrolled sideways: the insertion point always in view, the window moved as
/// little as it can, cut-off text marked `…`.
@Suite struct FieldWindowTests {
    /// The window drawn as text: the marks, the characters shown, and `|` before the cursor's
    /// column (after the text when the cursor is at its end).
    static func drawn(_ window: FieldWindow) -> String {
        var cells: [String] = window.cutsStart ? ["…"] : []
        for character in window.shown {
            cells.append(character.text)
            for _ in 1..<max(1, character.width) { cells.append("") }
        }
        if window.cutsEnd { cells.append("…") }
        while cells.count <= window.cursorColumn { cells.append(" ") }
        cells.insert("|", at: window.cursorColumn)
        return cells.joined().replacingOccurrences(of: " ", with: "·")
    }

    static func window(_ text: String, cursor: Int, width: Int, previousStart: Int = 0) -> FieldWindow {
        FieldWindow(
            characters: Array(text), cursor: cursor, width: width, previousStart: previousStart, unicode: true
        )
    }

    static let cases: [(text: String, cursor: Int, width: Int, previousStart: Int, drawn: String)] = [
        // Text that fits is shown whole, the cursor after it.
        ("hello", 5, 20, 0, "hello|·"),
        ("hello", 2, 20, 0, "he|llo"),
        ("hello", 5, 6, 0, "hello|·"),
        // Typing at the end of text wider than the field: the start scrolls off behind a mark.
        ("abcdefghij", 10, 6, 0, "…ghij|·"),
        // The cursor at the start of that text: the end is cut.
        ("abcdefghij", 0, 6, 3, "|abcde…"),
        // Moving left inside the window keeps it where it was.
        ("abcdefghij", 8, 6, 6, "…gh|ij"),
        // Moving left out of it brings the window back just far enough.
        ("abcdefghij", 4, 6, 6, "…|efgh…"),
        // Wide characters take two columns, and never split.
        ("日本語テキスト", 7, 9, 0, "…キスト|·"),
        ("日本語テキスト", 0, 9, 0, "|日本語テ…"),
    ]

    @Test(arguments: cases)
    func theCursorIsAlwaysInView(text: String, cursor: Int, width: Int, previousStart: Int, drawn: String) {
        let window = Self.window(text, cursor: cursor, width: width, previousStart: previousStart)
        #expect(Self.drawn(window) == drawn)
        #expect(window.cursorColumn < width)
        let shownWidth = window.shown.reduce(0) { $0 + $1.width }
        #expect(shownWidth + (window.cutsStart ? 1 : 0) + (window.cutsEnd ? 1 : 0) <= width)
    }

    @Test func atEveryPointOfALongTextAtTwentyAndEightyColumnsTheCursorShows() {
        let text =
            "The quick brown fox 日本語 e\u{301}👍🏽 jumps over the lazy dog, "
            + String(repeating: "abc ", count: 30)
        for width in [20, 80] {
            var start = 0
            for cursor in 0...text.count {
                let window = Self.window(text, cursor: cursor, width: width, previousStart: start)
                let shownEnd = window.start + window.shown.count
                #expect(window.start <= cursor && (cursor < shownEnd || cursor == text.count))
                #expect(window.cursorColumn < width)
                start = window.start
            }
        }
    }

    @Test func controlCharactersInTheTextAreDrawnVisible() {
        let window = Self.window("a\u{1B}b", cursor: 3, width: 10)
        #expect(window.shown.map(\.text) == ["a", "␛", "b"])
    }
}
