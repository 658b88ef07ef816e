extension Canvas {
    /// Draws a laid-out line from a column.
    /// - Parameters:
    ///   - line: The line.
    ///   - x: The first column.
    ///   - y: The row.
    ///   - limit: The most columns to use; the rest of the row by default.
    /// - Returns: The columns drawn.
    @discardableResult
    mutating func draw(_ line: Line, x: Int, y: Int, limit: Int? = nil) -> Int {
        var column = x
        let end = x + (limit ?? width)
        for span in line.spans where column < end {
            column += draw(span.text, x: column, y: y, style: span.style, limit: end - column)
        }
        return column - x
    }
}

extension Line {
    /// The line with its spans that have no foreground colour of their own in `color`.
    /// - Parameter color: The colour.
    /// - Returns: The tinted line.
    func tinted(_ color: Color) -> Line {
        Line(
            spans: spans.map { span in
                guard span.style.foreground == .default else { return span }
                var span = span
                span.style.foreground = color
                return span
            })
    }
}
