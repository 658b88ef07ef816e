extension RowFilter {
    /// A row with the first place its first line shows the filter's text (ignoring case)
    /// underlined; the row as it is when that line does not show it.
    /// - Parameter row: The row as laid out.
    /// - Returns: The row, highlighted.
    func highlighting(_ row: LaidOutRow) -> LaidOutRow {
        guard !text.isEmpty, let first = row.lines.first else { return row }
        let needle = text.map { String($0).lowercased() }
        var characters: [(character: Character, style: Style)] = []
        for span in first.spans {
            for character in span.text { characters.append((character, span.style)) }
        }
        let folded = characters.map { String($0.character).lowercased() }
        guard needle.count <= folded.count,
            let start = (0...(folded.count - needle.count)).first(where: {
                folded[$0..<($0 + needle.count)].elementsEqual(needle)
            })
        else { return row }
        var line = Line(spans: [])
        var pending = ""
        var pendingStyle: Style?
        func flush() {
            guard let style = pendingStyle, !pending.isEmpty else { return }
            line.spans.append(Span(text: pending, style: style, width: DisplayWidth.of(pending)))
            pending = ""
        }
        for (offset, item) in characters.enumerated() {
            var style = item.style
            if offset >= start && offset < start + needle.count { style.attributes.insert(.underline) }
            if style != pendingStyle {
                flush()
                pendingStyle = style
            }
            pending.append(item.character)
        }
        flush()
        // Widths measured again must add up as before, or the row is left as it was.
        guard line.width == first.width else { return row }
        return LaidOutRow(lines: [line] + row.lines.dropFirst(), accessory: row.accessory)
    }
}
