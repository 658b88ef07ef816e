extension LineEditor {
    /// Whether a character is part of a word for the word moves and kills: a letter or a digit,
    /// in any script, as readline's words are letters and digits.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// The start of the word the insertion point is in or after: back over what is not a word,
    /// then over the word.
    func wordStart(before index: Int) -> Int {
        var index = index
        while index > 0, !Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0, Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    /// The end of the word the insertion point is in or before: on over what is not a word,
    /// then over the word.
    func wordEnd(after index: Int) -> Int {
        var index = index
        while index < characters.count, !Self.isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, Self.isWordCharacter(characters[index]) { index += 1 }
        return index
    }

    /// Where Ctrl-W cuts back to: back over whitespace, then over what is not whitespace.
    func whitespaceWordStart(before index: Int) -> Int {
        var index = index
        while index > 0, characters[index - 1].isWhitespace { index -= 1 }
        while index > 0, !characters[index - 1].isWhitespace { index -= 1 }
        return index
    }

    /// The start of the line (of the text, or after the line break before) an index is on.
    func lineStart(before index: Int) -> Int {
        var start = index
        while start > 0, !characters[start - 1].isNewline { start -= 1 }
        return start
    }

    /// The end of the line an index is on: the next line break, or the text's end.
    func lineEnd(after index: Int) -> Int {
        var end = index
        while end < characters.count, !characters[end].isNewline { end += 1 }
        return end
    }
}
