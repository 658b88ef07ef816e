extension Canvas {
    /// Draws a laid-out line from a column.
    /// - Parameters:
    ///   - line: The line.
    ///   - x: The first column.
    ///   - y: The row.
    ///   - limit: The most columns to use; the rest of the row by default.
    ///   - tint: The colour its spans without a foreground colour of their own take; none by
    ///     default.
    /// - Returns: The columns drawn.
    @discardableResult
    mutating func draw(
        _ line: Line, x: Int, y: Int, limit: Int? = nil, tint: Color = .default
    ) -> Int {
        var column = x
        let end = x + (limit ?? width)
        for span in line.spans where column < end {
            var style = span.style
            if tint != .default, style.foreground == .default { style.foreground = tint }
            column += draw(span.text, x: column, y: y, style: style, limit: end - column)
        }
        return column - x
    }
}
