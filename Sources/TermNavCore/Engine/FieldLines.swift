/// The lines a screen shows for its search field and its filter line, and the help line's items
/// while one of them has the focus, in the terminal's glyph set.
@MainActor
struct FieldLines {
    /// Whether the terminal shows UTF-8.
    let unicode: Bool

    /// The search field's line: the search glyph, then the text (its end shown when it is too
    /// long, with the cursor after it while the field has the focus) or the prompt, dim.
    func searchLine(_ field: SearchField, focused: Bool, width: Int) -> Line {
        let layout = LineLayout(unicode: unicode)
        let glyph = Glyphs.search.text(unicode: unicode) + " "
        var line = Line(spans: [Span(text: glyph, style: .plain, width: DisplayWidth.of(glyph))])
        let text = field.text.wrappedValue
        let room = max(0, width - line.width - (focused ? 1 : 0))
        if text.isEmpty {
            if focused { line.append(Span(text: " ", style: Style(attributes: .reverse), width: 1)) }
            let prompt = layout.textLine(
                [TextRun(string: field.prompt, style: Style(attributes: .dim))], style: .plain)
            line.append(prompt.truncated(to: room, ellipsis: Glyphs.ellipsis.text(unicode: unicode)))
            return line
        }
        var shown = layout.textLine([TextRun(string: text, style: .plain)], style: .plain)
        if shown.width > room {
            // The end of the text, where the typing is, after an ellipsis.
            let ellipsis = Glyphs.ellipsis.text(unicode: unicode)
            var tail = ""
            for character in text.reversed() {
                let candidate = String(character) + tail
                let visible = VisibleText.make(candidate, unicode: unicode)
                if DisplayWidth.of(visible) + DisplayWidth.of(ellipsis) > room { break }
                tail = candidate
            }
            shown = layout.textLine([TextRun(string: tail, style: .plain)], style: .plain)
            line.append(Span(text: ellipsis, style: .plain, width: DisplayWidth.of(ellipsis)))
        }
        line.append(shown)
        if focused { line.append(Span(text: " ", style: Style(attributes: .reverse), width: 1)) }
        return line
    }

    /// The filter line: the filter's text as a search field shows it, then how many rows match
    /// (and, while rows are still being read, how many have been).
    func filterLine(_ filter: RowFilter, focused: Bool, rowCount: Int, width: Int) -> Line {
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
        var line = searchLine(field, focused: focused, width: max(0, width - countWidth))
        if countWidth > 0, line.width + countWidth <= width {
            line.append(Span(text: count, style: Style(attributes: .dim), width: countWidth))
        }
        return line
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
