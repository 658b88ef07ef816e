import Testing

@testable import TermNavCore

/// The line editor's commands on every kind of grapheme cluster, as a table: a text with its
/// insertion point written `|`, the commands, and the text and point after.
@Suite struct LineEditorTests {
    /// An editor from a text with `|` at its insertion point.
    static func editor(_ marked: String) -> LineEditor {
        let parts = marked.split(separator: "|", omittingEmptySubsequences: false)
        var editor = LineEditor(text: parts.joined())
        var ignored = ""
        let after = parts.count > 1 ? parts[parts.count - 1].count : 0
        for _ in 0..<after { editor.perform(.moveLeft, killBuffer: &ignored) }
        return editor
    }

    /// The editor's text with `|` at its insertion point.
    static func marked(_ editor: LineEditor) -> String {
        String(editor.characters[..<editor.cursor]) + "|" + String(editor.characters[editor.cursor...])
    }

    typealias Command = LineEditor.Command

    /// Clusters of each kind: a combining accent (e + U+0301), a CJK ideograph (two columns), an
    /// emoji with a skin-tone modifier, a flag, a family joined with ZWJ.
    static let accent = "e\u{301}"
    static let thumbs = "👍🏽"
    static let family = "👨‍👩‍👧"

    static let cases: [(before: String, commands: [Command], after: String)] = [
        // Moves by one character, over each cluster kind as one.
        ("ab|c", [.moveLeft], "a|bc"),
        ("|abc", [.moveLeft], "|abc"),
        ("abc|", [.moveRight], "abc|"),
        ("a\(accent)|b", [.moveLeft], "a|\(accent)b"),
        ("日本|語", [.moveLeft], "日|本語"),
        ("x\(thumbs)|y", [.moveLeft], "x|\(thumbs)y"),
        ("🇫🇷|🇩🇪", [.moveLeft], "|🇫🇷🇩🇪"),
        ("a|\(family)b", [.moveRight], "a\(family)|b"),
        // To the ends.
        ("ab|cd", [.moveToStart], "|abcd"),
        ("ab|cd", [.moveToEnd], "abcd|"),
        // By word: letters and digits in any script.
        ("one two| three", [.moveWordLeft], "one |two three"),
        ("one two |three", [.moveWordLeft], "one |two three"),
        ("one |two three", [.moveWordRight], "one two| three"),
        ("one| two three", [.moveWordRight], "one two| three"),
        ("日本語 テスト|", [.moveWordLeft], "日本語 |テスト"),
        ("caf\(accent) au| lait", [.moveWordLeft, .moveWordLeft], "|caf\(accent) au lait"),
        ("|--x--", [.moveWordRight], "--x|--"),
        // Deletions.
        ("ab|c", [.deleteBackward], "a|c"),
        ("|abc", [.deleteBackward], "|abc"),
        ("ab|c", [.deleteForward], "ab|"),
        ("abc|", [.deleteForward], "abc|"),
        ("a\(accent)|", [.deleteBackward], "a|"),
        ("日本語|", [.deleteBackward], "日本|"),
        ("x\(thumbs)|", [.deleteBackward], "x|"),
        ("|\(family)!", [.deleteForward], "|!"),
        ("🇫🇷🇩🇪|", [.deleteBackward], "🇫🇷|"),
        // Kills.
        ("git commit -m|", [.killWhitespaceWordBackward], "git commit |"),
        ("git commit   |", [.killWhitespaceWordBackward], "git |"),
        ("path/to/file|", [.killWordBackward], "path/to/|"),
        ("path/to/file|", [.killWhitespaceWordBackward], "|"),
        ("|one two", [.killWordForward], "| two"),
        ("ab|cd", [.killToStart], "|cd"),
        ("ab|cd", [.killToEnd], "ab|"),
        ("|", [.killToEnd, .killToStart, .killWordBackward], "|"),
        // A kill, then a yank elsewhere: what was cut comes back at the point.
        ("hello |world", [.killToEnd, .moveToStart, .yank], "world|hello "),
        // A run of kills cut together, and yanked together.
        ("a b c|", [.killWhitespaceWordBackward, .killWhitespaceWordBackward, .yank], "a b c|"),
        ("|a b c", [.killWordForward, .killWordForward, .moveToEnd, .yank], " ca b|"),
        // Undo takes back one change at a time, a run of kills each step.
        ("abc|", [.deleteBackward, .deleteBackward, .undo], "ab|"),
        ("abc|", [.deleteBackward, .deleteBackward, .undo, .undo], "abc|"),
        ("ab|cd", [.killToEnd, .undo], "ab|cd"),
        ("ab|cd", [.moveLeft, .undo], "a|bcd"),
        ("|", [.undo], "|"),
        // In a text of several lines, the ends and the kills to them are the line's.
        ("one\ntw|o\nthree", [.moveToStart], "one\n|two\nthree"),
        ("one\ntw|o\nthree", [.moveToEnd], "one\ntwo|\nthree"),
        ("one\ntw|o\nthree", [.killToStart], "one\n|o\nthree"),
        ("one\ntw|o\nthree", [.killToEnd], "one\ntw|\nthree"),
        // Ctrl-K at a line's end joins the next line to it, as Emacs's does.
        ("one|\ntwo", [.killToEnd], "one|two"),
        ("one|\ntwo", [.killToEnd, .killToEnd, .yank], "one\ntwo|"),
    ]

    @Test(arguments: cases)
    func aCommandDoesWhatReadlineDoes(before: String, commands: [Command], after: String) {
        var editor = Self.editor(before)
        var killBuffer = ""
        for command in commands { editor.perform(command, killBuffer: &killBuffer) }
        #expect(Self.marked(editor) == after)
    }

    @Test func typingInsertsAtThePointAndARunOfTypingIsOneUndo() {
        var editor = Self.editor("ac|")
        var killBuffer = ""
        editor.perform(.moveLeft, killBuffer: &killBuffer)
        editor.insert("b")
        #expect(Self.marked(editor) == "ab|c")
        editor.perform(.moveToEnd, killBuffer: &killBuffer)
        for character in "def" { editor.insert(String(character)) }
        #expect(Self.marked(editor) == "abcdef|")
        editor.perform(.undo, killBuffer: &killBuffer)
        #expect(Self.marked(editor) == "abc|", "the run of typing goes in one step")
        editor.perform(.undo, killBuffer: &killBuffer)
        #expect(Self.marked(editor) == "a|c", "then the typing before the move")
    }

    @Test func aPasteIsOneStepOfItsOwn() {
        var editor = Self.editor("x|")
        var killBuffer = ""
        editor.insert("y")
        editor.insert("pasted text")
        #expect(Self.marked(editor) == "xypasted text|")
        editor.perform(.undo, killBuffer: &killBuffer)
        #expect(Self.marked(editor) == "xy|")
    }

    @Test func killsFillTheSharedBufferAndAYankOfNothingDoesNothing() {
        var editor = Self.editor("one two three|")
        var killBuffer = ""
        editor.perform(.yank, killBuffer: &killBuffer)
        #expect(Self.marked(editor) == "one two three|")
        editor.perform(.killWhitespaceWordBackward, killBuffer: &killBuffer)
        editor.perform(.killWhitespaceWordBackward, killBuffer: &killBuffer)
        #expect(killBuffer == "two three", "a run of backward kills joins before")
        editor.perform(.moveToStart, killBuffer: &killBuffer)
        editor.perform(.killToEnd, killBuffer: &killBuffer)
        #expect(killBuffer == "one ", "a kill after a move starts again")
        var other = LineEditor(text: "")
        other.perform(.yank, killBuffer: &killBuffer)
        #expect(other.text == "one ", "another field yanks what this one cut")
    }

    @Test func adoptingTheAppsTextStartsAgainOnlyWhenItChanged() {
        var editor = Self.editor("ab|cd")
        editor.adopt("abcd")
        #expect(Self.marked(editor) == "ab|cd")
        editor.adopt("new")
        #expect(Self.marked(editor) == "new|")
        var killBuffer = ""
        editor.perform(.undo, killBuffer: &killBuffer)
        #expect(editor.text == "new", "nothing to undo across the app's change")
    }

    @Test func undoKeepsAtMostItsLimit() {
        var editor = LineEditor()
        var killBuffer = ""
        for _ in 0..<(LineEditor.undoLimit + 20) {
            editor.insert("ab")
        }
        for _ in 0..<(LineEditor.undoLimit + 20) { editor.perform(.undo, killBuffer: &killBuffer) }
        #expect(editor.text.count == 40, "the oldest 20 steps are gone")
    }

    @Test func everyCommandHasAKey() {
        let bound = Set(EditingKeys.bindings.map(\.command))
        #expect(bound == Set(Command.allCases))
        #expect(EditingKeys.command(for: KeyPress("w", modifiers: .control)) == .killWhitespaceWordBackward)
        #expect(EditingKeys.command(for: KeyPress(.leftArrow, modifiers: .option)) == .moveWordLeft)
        #expect(EditingKeys.command(for: KeyPress("q")) == nil, "a printable key types")
    }
}
