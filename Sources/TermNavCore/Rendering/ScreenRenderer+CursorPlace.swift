/// Where the terminal's cursor stands once a frame is drawn: at the insertion point of the field
/// being edited, or at the start of the label of what has the focus, where a screen reader reads.
extension ScreenRenderer {
    /// The cursor's place for a drawn frame.
    ///
    /// In order: a field's insertion point; the chosen button or item of a box drawn over the
    /// screen (an alert, a menu, the list of keys), or its first line of words; the title of a
    /// screen the frame is the first of (``Frame/showsNewScreen``: after a push or a pop); the focused
    /// toolbar item or tab; the focused row, or the part of it with the focus; the focused line
    /// above or below the rows; else the title.
    /// - Parameters:
    ///   - frame: The frame.
    ///   - starts: The line each of the frame's rows starts on.
    ///   - canvas: The canvas the frame is drawn on.
    /// - Returns: The place, or `nil` when nothing shows.
    static func cursorPlace(
        for frame: Frame, starts: [Int], on canvas: Canvas
    ) -> CursorPlace? {
        if let cursor = frame.cursor, canvas.contains(x: cursor.x, y: cursor.y) {
            return .insertionPoint(cursor)
        }
        if !frame.overlay.isEmpty {
            if let chosen = frame.overlay.first(where: \.isHighlighted) {
                return labelStart(on: canvas, y: chosen.y, from: chosen.x, width: chosen.line.width)
            }
            for line in frame.overlay {
                if let place = labelStart(
                    on: canvas, y: line.y, from: line.x, width: line.line.width, strict: true)
                {
                    return place
                }
            }
        }
        let title = frame.bar.first(where: \.isTitle)
        if frame.showsNewScreen, let title {
            return labelStart(on: canvas, y: title.y, from: title.x, width: title.line.width)
        }
        if let item = frame.bar.first(where: \.isHighlighted) {
            return labelStart(on: canvas, y: item.y, from: item.x, width: item.line.width)
        }
        if let row = frame.focusedRow, starts.indices.contains(row) {
            let columns = frame.focusedCell?.columns
            let x = ScreenLayout.margin + (columns?.lowerBound ?? 0)
            return labelStart(
                on: canvas, y: starts[row], from: x, width: columns?.count ?? canvas.width - x)
        }
        let fixed =
            zip(frame.header, frame.layout.header).map { ($0, $1) }
            + zip(frame.footer, frame.layout.footer).map { ($0, $1) }
        if let (_, y) = fixed.first(where: { $0.0.isFocused }) {
            return labelStart(on: canvas, y: y, from: ScreenLayout.margin, width: frame.layout.contentWidth)
        }
        if let title {
            return labelStart(on: canvas, y: title.y, from: title.x, width: title.line.width)
        }
        return nil
    }

    /// The first cell of a label on a line: the first letter or digit from a column on, past
    /// blanks, marks and box edges; the column itself when none is found, unless `strict`.
    /// - Parameters:
    ///   - canvas: The canvas.
    ///   - y: The line.
    ///   - x: The first column to look at.
    ///   - width: The number of columns to look at.
    ///   - strict: Whether to give `nil` rather than `x` when no letter or digit is found.
    /// - Returns: The place, or `nil` when the line is off the canvas (or has no word, `strict`).
    /// Whether a label may begin with the character: a letter, a digit, or punctuation a name
    /// begins with (`/tmp`, `.bashrc`, `~/docs`, `$5`, `#2`); not a glyph TermNav draws
    /// before a label (a chevron, a checkbox's bracket, a bullet, box drawing, `<`, `*`, `-` in
    /// ASCII).
    private static func startsLabel(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            || "/.~$#@%&_'\"!?+=".unicodeScalars.contains(scalar)
    }

    private static func labelStart(
        on canvas: Canvas, y: Int, from x: Int, width: Int, strict: Bool = false
    ) -> CursorPlace? {
        guard y >= 0, y < canvas.height else { return nil }
        let start = max(0, x)
        let end = min(canvas.width, start + max(0, width))
        for column in start..<max(start, end) {
            let grapheme = canvas[column, y].grapheme
            if grapheme.unicodeScalars.first.map(startsLabel) == true {
                return .focus(CellPosition(x: column, y: y))
            }
        }
        guard !strict, canvas.contains(x: start, y: y) else { return nil }
        return .focus(CellPosition(x: start, y: y))
    }
}
