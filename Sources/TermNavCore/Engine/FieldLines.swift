/// The lines a screen shows for its search field and its filter line, and the help line's items
/// while one of them has the focus, in the terminal's glyph set.
@MainActor
struct FieldLines {
    /// Whether the terminal shows UTF-8.
    let unicode: Bool

    /// A one-line field as drawn: its line, where its text's window starts, and the cursor's
    /// column on the line while it has the focus.
    struct DrawnField {
        /// The line.
        var line: Line
        /// The index of the first character shown, kept for the next frame (see ``FieldWindow``).
        var windowStart: Int
        /// The column of the insertion point on the line, while the field has the focus.
        var cursorColumn: Int?
    }

    /// The search field's line: the search glyph, then the text or the prompt, dim. While the
    /// field has the focus (`editor` is given), the text scrolls sideways to keep the insertion
    /// point in view, where the terminal's own cursor shows (``Frame/cursor``); without the
    /// focus the end of the text shows, where the typing was.
    /// - Parameters:
    ///   - field: The search field.
    ///   - editor: The field's editing, while it has the focus.
    ///   - windowStart: Where the text's window started in the last frame.
    ///   - width: The columns the line has.
    func searchLine(_ field: SearchField, editor: LineEditor?, windowStart: Int = 0, width: Int) -> DrawnField
    {
        let glyph = Glyphs.search.text(unicode: unicode) + " "
        var line = Line(spans: [Span(text: glyph, style: .plain, width: DisplayWidth.of(glyph))])
        let room = max(1, width - line.width)
        let text = field.text.wrappedValue
        if text.isEmpty {
            // The cursor, while the field has the focus, on the prompt's first cell.
            let column = line.width
            let layout = LineLayout(unicode: unicode)
            let prompt = layout.textLine(
                [TextRun(string: field.prompt, style: Style(attributes: .dim))], style: .plain)
            line.append(prompt.truncated(to: room, ellipsis: Glyphs.ellipsis.text(unicode: unicode)))
            return DrawnField(line: line, windowStart: 0, cursorColumn: editor != nil ? column : nil)
        }
        var shownEditor = editor ?? LineEditor(text: text)
        shownEditor.adopt(text)
        let window = FieldWindow(
            characters: shownEditor.characters, cursor: shownEditor.cursor, width: room,
            previousStart: editor != nil ? windowStart : 0, unicode: unicode)
        let ellipsis = Glyphs.ellipsis.text(unicode: unicode)
        let origin = line.width
        if window.cutsStart { line.append(Span(text: ellipsis, style: .plain, width: 1)) }
        if !window.shown.isEmpty {
            let shown = window.shown.map(\.text).joined()
            line.append(Span(text: shown, style: .plain, width: window.shown.reduce(0) { $0 + $1.width }))
        }
        if window.cutsEnd { line.append(Span(text: ellipsis, style: .plain, width: 1)) }
        // The cell the cursor takes after the text.
        if editor != nil, shownEditor.cursor == shownEditor.characters.count {
            line.append(Span(text: " ", style: .plain, width: 1))
        }
        return DrawnField(
            line: line, windowStart: window.start,
            cursorColumn: editor != nil ? origin + window.cursorColumn : nil)
    }

    /// The filter line: the filter's text as a search field shows it, then how many rows match
    /// (and, while rows are still being read, how many have been).
    func filterLine(
        _ filter: RowFilter, editor: LineEditor?, windowStart: Int = 0, rowCount: Int, width: Int
    ) -> DrawnField {
        let field = SearchField(text: .constant(filter.text), prompt: "Filter")
        let count: String
        if filter.text.isEmpty {
            count = ""
        } else if filter.isComplete {
            count = "  \(filter.matches.count) of \(rowCount)"
        } else {
            count = "  \(filter.matches.count) of \(filter.scanned)/\(rowCount)"
        }
        let countWidth = DisplayWidth.of(count)
        var drawn = searchLine(
            field, editor: editor, windowStart: windowStart, width: max(0, width - countWidth))
        if countWidth > 0, drawn.line.width + countWidth <= width {
            drawn.line.append(Span(text: count, style: Style(attributes: .dim), width: countWidth))
        }
        return drawn
    }

    /// The line a filter that matches no row shows in place of the rows.
    func filterEmptyRow() -> LaidOutRow {
        let text = "No matches"
        let line = Line(spans: [
            Span(text: text, style: Style(attributes: .dim), width: DisplayWidth.of(text))
        ])
        return LaidOutRow(lines: [line], accessory: Line(spans: []))
    }

    /// The help line's items while the filter line has the focus: `"↑↓ rows"`, `"Enter open"`,
    /// `"Esc leave"`.
    func filterHelpItems() -> [String] {
        let arrows = [KeyPress(.upArrow), KeyPress(.downArrow)].map { $0.name(unicode: unicode) }
        return [
            arrows.joined(separator: unicode ? "" : "/") + " rows",
            KeyPress(.return).name(unicode: unicode) + " open",
            KeyPress(.escape).name(unicode: unicode) + " leave",
        ]
    }
}
