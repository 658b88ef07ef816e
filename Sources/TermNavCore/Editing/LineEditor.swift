/// The text of a field being edited and its insertion point, with the editing commands readline
/// and a Mac text field share: moves by character, by word and to either end, deletions, kills
/// that a yank puts back, and undo.
///
/// A value: a command changes a copy, so a field's editing is tested as a table of texts,
/// commands and results (`LineEditorTests`). The unit is the grapheme cluster (what Swift calls a
/// `Character`): one step of ← or Backspace goes over a CJK ideograph, an emoji with its skin-tone
/// modifier, or a letter with its combining accent as one.
///
/// The field's text is the app's (a binding); the editor holds it as it was last seen, so the
/// engine gives it the binding's text again before each key (``adopt(_:)``), and writes it back
/// after.
struct LineEditor: Equatable {
    /// An editing command: what a key does to the text (see ``EditingKeys``).
    enum Command: Equatable, CaseIterable {
        /// One character back (←, Ctrl-B).
        case moveLeft
        /// One character on (→, Ctrl-F).
        case moveRight
        /// To the start of this word or the one before (Alt-←, Alt-B).
        case moveWordLeft
        /// To the end of this word or the next (Alt-→, Alt-F).
        case moveWordRight
        /// To the start of the line (Home, Ctrl-A): of the text, in a field of one line.
        case moveToStart
        /// To the end of the line (End, Ctrl-E).
        case moveToEnd
        /// Deletes the character before the insertion point (Backspace, Ctrl-H).
        case deleteBackward
        /// Deletes the character after it (Delete, Ctrl-D).
        case deleteForward
        /// Cuts back to the whitespace before the insertion point (Ctrl-W), as readline's
        /// `unix-word-rubout`.
        case killWhitespaceWordBackward
        /// Cuts back to the start of this word or the one before (Alt-Backspace).
        case killWordBackward
        /// Cuts on to the end of this word or the next (Alt-D).
        case killWordForward
        /// Cuts from the start of the line to the insertion point (Ctrl-U).
        case killToStart
        /// Cuts from the insertion point to the end of the line (Ctrl-K); at the end of a line
        /// that a line break ends, the line break.
        case killToEnd
        /// Puts back what was cut last (Ctrl-Y).
        case yank
        /// Takes back the last change (Ctrl-_).
        case undo
    }

    /// What a change was, so that a run of typing, or of kills, makes one step.
    private enum LastChange: Equatable {
        case none
        case typing
        case killForward
        case killBackward
    }

    /// A state to go back to.
    private struct Snapshot: Equatable {
        let characters: [Character]
        let cursor: Int
    }

    /// The most changes undo goes back over.
    static let undoLimit = 100

    /// The text, one element a grapheme cluster.
    private(set) var characters: [Character]
    /// The insertion point: how many characters come before it, from 0 to `characters.count`.
    private(set) var cursor: Int
    /// The states before each change, the latest last.
    private var undoStack: [Snapshot] = []
    /// What the last command did.
    private var lastChange = LastChange.none

    /// An editor with a text and the insertion point at its end.
    /// - Parameter text: The text.
    init(text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    /// The text.
    var text: String { String(characters) }

    /// Takes in the field's text as the app has it now: when the app changed it (or it was never
    /// seen), the editor starts again from it, the insertion point at its end; otherwise nothing
    /// changes.
    /// - Parameter text: The field's text.
    mutating func adopt(_ text: String) {
        guard text != self.text else { return }
        characters = Array(text)
        cursor = characters.count
        undoStack = []
        lastChange = .none
    }

    /// Types text at the insertion point: a key's characters, or text pasted. A run of single
    /// characters typed one after another is one step for undo; a paste is a step of its own.
    /// - Parameter typed: The text.
    mutating func insert(_ typed: String) {
        guard !typed.isEmpty else { return }
        let isTyping = typed.count == 1
        if !(isTyping && lastChange == .typing) { remember() }
        let inserted = Array(typed)
        characters.insert(contentsOf: inserted, at: cursor)
        cursor += inserted.count
        lastChange = isTyping ? .typing : .none
    }

    /// Moves the insertion point (a click on the field), held to the text.
    /// - Parameter index: How many characters come before it.
    mutating func moveCursor(to index: Int) {
        cursor = min(max(0, index), characters.count)
        lastChange = .none
    }

    /// Runs an editing command.
    /// - Parameters:
    ///   - command: The command.
    ///   - killBuffer: What was cut last, shared by every field: a kill sets it (a run of kills
    ///     adds to it, as readline's do), a yank reads it.
    mutating func perform(_ command: Command, killBuffer: inout String) {
        let previous = lastChange
        lastChange = .none
        switch command {
        case .moveLeft: cursor = max(0, cursor - 1)
        case .moveRight: cursor = min(characters.count, cursor + 1)
        case .moveWordLeft: cursor = wordStart(before: cursor)
        case .moveWordRight: cursor = wordEnd(after: cursor)
        case .moveToStart: cursor = lineStart(before: cursor)
        case .moveToEnd: cursor = lineEnd(after: cursor)
        case .deleteBackward:
            guard cursor > 0 else { return }
            delete(cursor - 1..<cursor)
        case .deleteForward:
            guard cursor < characters.count else { return }
            delete(cursor..<cursor + 1)
        case .killWhitespaceWordBackward:
            kill(whitespaceWordStart(before: cursor)..<cursor, after: previous, into: &killBuffer)
        case .killWordBackward:
            kill(wordStart(before: cursor)..<cursor, after: previous, into: &killBuffer)
        case .killWordForward:
            kill(cursor..<wordEnd(after: cursor), after: previous, into: &killBuffer)
        case .killToStart:
            kill(lineStart(before: cursor)..<cursor, after: previous, into: &killBuffer)
        case .killToEnd:
            let end = lineEnd(after: cursor)
            kill(
                cursor..<(end == cursor ? min(characters.count, end + 1) : end), after: previous,
                into: &killBuffer)
        case .yank:
            guard !killBuffer.isEmpty else { return }
            insert(killBuffer)
            lastChange = .none
        case .undo:
            guard let last = undoStack.popLast() else { return }
            characters = last.characters
            cursor = last.cursor
        }
    }

    /// Keeps the state before a change, for undo.
    private mutating func remember() {
        undoStack.append(Snapshot(characters: characters, cursor: cursor))
        if undoStack.count > Self.undoLimit { undoStack.removeFirst(undoStack.count - Self.undoLimit) }
    }

    /// Deletes characters, the insertion point at their place.
    private mutating func delete(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        remember()
        characters.removeSubrange(range)
        cursor = range.lowerBound
    }

    /// Cuts characters into the kill buffer: right after another kill, they join what it cut
    /// (before it, for a kill backward; after it, for one forward), else they take its place.
    private mutating func kill(_ range: Range<Int>, after previous: LastChange, into killBuffer: inout String)
    {
        guard !range.isEmpty else {
            lastChange = previous
            return
        }
        let cut = String(characters[range])
        let isBackward = range.upperBound == cursor && range.lowerBound < cursor
        if previous == .killBackward || previous == .killForward {
            killBuffer = isBackward ? cut + killBuffer : killBuffer + cut
        } else {
            killBuffer = cut
        }
        delete(range)
        lastChange = isBackward ? .killBackward : .killForward
    }
}
