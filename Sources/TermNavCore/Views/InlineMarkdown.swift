/// The inline Markdown of a string literal given to `Text`, as SwiftUI reads a
/// `LocalizedStringKey`: `**bold**` (or `__bold__`), `*italic*` (or `_italic_`), `***both***`,
/// `~~struck~~`, code between backticks (shown as written) and `[a link](https://…)` (underlined, and an
/// OSC 8 hyperlink where the terminal shows them). A backslash before a punctuation mark shows
/// the mark itself.
///
/// Only the literal's own characters are read: what an interpolation put in is shown as it is,
/// as in SwiftUI. A delimiter that opens nothing (no closing one, a space after it, an `_`
/// inside a word as in `snake_case`) is shown as written.
enum InlineMarkdown {
    /// One character of the text, and whether the literal wrote it.
    struct SourceCharacter {
        let value: Character
        let isLiteral: Bool
    }

    /// The runs of a text.
    /// - Parameters:
    ///   - text: The characters, interpolations filled in.
    ///   - interpolated: The ranges of `text`'s UTF-8 offsets that interpolations put in.
    /// - Returns: The runs, in order; one plain run when there is no Markdown.
    static func runs(of text: String, interpolated: [Range<Int>]) -> [TextRun] {
        guard text.utf8.contains(where: isMarkupByte) else {
            return [TextRun(string: text, style: .plain)]
        }
        var characters: [SourceCharacter] = []
        var offset = 0
        for value in text {
            let isLiteral = !interpolated.contains { $0.contains(offset) }
            characters.append(SourceCharacter(value: value, isLiteral: isLiteral))
            offset += value.utf8.count
        }
        var runs: [TextRun] = []
        parse(characters[...], style: .plain, into: &runs)
        return runs.isEmpty ? [TextRun(string: "", style: .plain)] : runs
    }

    /// Whether a byte is one the Markdown reads as a mark where the literal wrote it: one that
    /// may start Markdown (``isMarkupByte(_:)``), or one that ends a link's label or holds its
    /// address (`]`, `(`, `)`).
    static func isMarkByte(_ byte: UInt8) -> Bool {
        isMarkupByte(byte) || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "(")
            || byte == UInt8(ascii: ")")
    }

    /// Whether a byte may start Markdown: `*`, `_`, `~`, a backtick, `[` or a backslash.
    private static func isMarkupByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"), UInt8(ascii: "["),
            UInt8(ascii: "\\"):
            return true
        default:
            return false
        }
    }

    /// Appends the runs of some characters in a style, joining runs of one style.
    private static func parse(_ text: ArraySlice<SourceCharacter>, style: Style, into runs: inout [TextRun]) {
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            guard character.isLiteral else {
                append(character.value, style: style, to: &runs)
                index += 1
                continue
            }
            switch character.value {
            case "\\":
                let next = index + 1
                if next < text.endIndex, text[next].isLiteral, text[next].value.isASCII,
                    text[next].value.isPunctuation || text[next].value.isSymbol
                {
                    append(text[next].value, style: style, to: &runs)
                    index += 2
                } else {
                    append(character.value, style: style, to: &runs)
                    index += 1
                }
            case "`":
                if let end = text[(index + 1)...].firstIndex(where: { $0.isLiteral && $0.value == "`" }),
                    end > index + 1
                {
                    for code in text[(index + 1)..<end] { append(code.value, style: style, to: &runs) }
                    index = end + 1
                } else {
                    append(character.value, style: style, to: &runs)
                    index += 1
                }
            case "[":
                if let link = link(at: index, in: text) {
                    var linked = style
                    linked.attributes.insert(.underline)
                    linked.hyperlink = Hyperlink(link.target)
                    parse(text[(index + 1)..<link.labelEnd], style: linked, into: &runs)
                    index = link.end
                } else {
                    append(character.value, style: style, to: &runs)
                    index += 1
                }
            case "*", "_", "~":
                if let span = emphasis(at: index, in: text) {
                    var inner = style
                    inner.attributes.formUnion(span.attributes)
                    parse(text[span.content], style: inner, into: &runs)
                    index = span.end
                } else {
                    // The whole run of delimiters is text: none of it opens anything.
                    var end = index
                    while end < text.endIndex, text[end].isLiteral, text[end].value == character.value {
                        append(text[end].value, style: style, to: &runs)
                        end += 1
                    }
                    index = end
                }
            default:
                append(character.value, style: style, to: &runs)
                index += 1
            }
        }
    }

    /// A link written at `start`: `[label](target)`, the label's end and the index after it.
    private static func link(
        at start: Int, in text: ArraySlice<SourceCharacter>
    ) -> (labelEnd: Int, target: String, end: Int)? {
        guard
            let labelEnd = text[(start + 1)...].firstIndex(where: { $0.isLiteral && $0.value == "]" }),
            labelEnd > start + 1, labelEnd + 1 < text.endIndex, text[labelEnd + 1].isLiteral,
            text[labelEnd + 1].value == "(",
            let close = text[(labelEnd + 2)...].firstIndex(where: { $0.isLiteral && $0.value == ")" })
        else { return nil }
        let target = String(text[(labelEnd + 2)..<close].map(\.value))
        guard !target.isEmpty, !target.contains(where: \.isWhitespace) else { return nil }
        return (labelEnd, target, close + 1)
    }

    /// An emphasis opening at `start`: its attributes, the range of its content and the index
    /// after its closing delimiters, when a closing run of the same length follows.
    private static func emphasis(
        at start: Int, in text: ArraySlice<SourceCharacter>
    ) -> (attributes: Style.Attributes, content: Range<Int>, end: Int)? {
        let mark = text[start].value
        var count = 0
        while start + count < text.endIndex, text[start + count].isLiteral, text[start + count].value == mark
        {
            count += 1
        }
        let attributes: Style.Attributes
        switch (mark, count) {
        case ("~", 1), ("~", 2): attributes = .strikethrough
        case ("~", _): return nil
        case (_, 1): attributes = .italic
        case (_, 2): attributes = .bold
        case (_, 3): attributes = [.bold, .italic]
        default: return nil
        }
        let contentStart = start + count
        // An opening run is followed by a character that is not a space, and an `_` does not
        // open inside a word.
        guard contentStart < text.endIndex, !text[contentStart].value.isWhitespace else { return nil }
        if mark == "_", start > text.startIndex, isWordCharacter(text[start - 1].value) { return nil }
        var index = contentStart + 1
        while index + count <= text.endIndex {
            let run = text[index..<(index + count)]
            let after = index + count
            if run.allSatisfy({ $0.isLiteral && $0.value == mark }),
                !text[index - 1].value.isWhitespace,
                after == text.endIndex || text[after].value != mark,
                mark != "_" || after == text.endIndex || !isWordCharacter(text[after].value)
            {
                return (attributes, contentStart..<index, after)
            }
            index += 1
        }
        return nil
    }

    /// Whether a character is part of a word, for `_`'s rule.
    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// Appends a character in a style: to the last run when it has that style.
    private static func append(_ character: Character, style: Style, to runs: inout [TextRun]) {
        if let last = runs.indices.last, runs[last].style == style {
            runs[last].string.append(character)
        } else {
            runs.append(TextRun(string: String(character), style: style))
        }
    }
}
