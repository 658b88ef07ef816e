extension Line {
    /// The columns of the line seen through a window `width` columns wide, `offset` columns from
    /// its start: the ellipsis in the first column when text lies before the window, in the last
    /// when text lies past it.
    /// - Parameters:
    ///   - offset: The column of the line at the window's left edge.
    ///   - width: The window's width.
    ///   - ellipsis: The ellipsis as the terminal shows it.
    /// - Returns: The line within the window, at most `width` columns.
    func window(from offset: Int, width: Int, ellipsis: String) -> Line {
        guard width > 0 else { return Line() }
        let line = trimmingTrailingSpaces()
        var shown = line.dropping(columns: offset).truncated(to: width, ellipsis: ellipsis)
        if offset > 0, line.prefix(columns: offset).text.contains(where: { $0 != " " }) {
            let ellipsisWidth = DisplayWidth.of(ellipsis)
            var marked = Line(spans: [
                Span(text: ellipsis, style: line.spans.first?.style ?? .plain, width: ellipsisWidth)
            ])
            marked.append(shown.dropping(columns: ellipsisWidth))
            shown = marked.prefix(columns: width)
        }
        return shown
    }
}
