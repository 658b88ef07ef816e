/// The part of a field's text that shows in its width, scrolled sideways so the insertion point
/// is always in view, and the column the cursor sits at.
///
/// The window moves as little as it can: it stays where it was while the insertion point is in
/// it, and when the point leaves, it moves just far enough to bring it back, as a Mac text field
/// and readline's horizontal scrolling do. Text cut off at either side is marked with `…` in the
/// column it would take. Each character is measured as drawn: text from data made visible
/// (``VisibleText``), wide characters two columns.
struct FieldWindow: Equatable {
    /// The index of the first character shown.
    let start: Int
    /// The characters shown, made visible, each with its width.
    let shown: [(text: String, width: Int)]
    /// Whether text is cut off before the first character shown.
    let cutsStart: Bool
    /// Whether text is cut off after the last character shown.
    let cutsEnd: Bool
    /// The cursor's column within the field, from 0.
    let cursorColumn: Int

    /// The window on a text for an insertion point.
    /// - Parameters:
    ///   - characters: The text.
    ///   - cursor: The insertion point, as an index into `characters`.
    ///   - width: The columns the field has; the cursor takes one after the text at its end.
    ///   - previousStart: Where the window started the last time, to move it as little as it can.
    ///   - unicode: Whether the terminal shows UTF-8.
    init(characters: [Character], cursor: Int, width: Int, previousStart: Int = 0, unicode: Bool) {
        let width = max(1, width)
        let measured = characters.map { character -> (text: String, width: Int) in
            let text = VisibleText.make(String(character), unicode: unicode)
            return (text, DisplayWidth.of(text))
        }
        let count = measured.count
        let cursor = min(max(cursor, 0), count)
        // offsets[i]: the columns of the characters before the i-th.
        var offsets = [0]
        offsets.reserveCapacity(count + 1)
        for character in measured { offsets.append(offsets[offsets.count - 1] + character.width) }
        func columns(_ from: Int, _ to: Int) -> Int { offsets[to] - offsets[from] }
        // The columns the cursor needs: the character under it, or one after the text.
        let cursorWidth = cursor < count ? max(1, measured[cursor].width) : 1
        let atEnd = cursor == count ? 1 : 0
        /// Whether a window from `start` shows the cursor: all the rest of the text fits, or the
        /// text up to the cursor, the cursor and the mark after it do.
        func fits(_ start: Int) -> Bool {
            let lead = start > 0 ? 1 : 0
            return lead + columns(start, count) + atEnd <= width
                || lead + columns(start, cursor) + cursorWidth + 1 <= width
        }
        var start = min(max(0, previousStart), cursor)
        // Text that fits whole is shown whole.
        if columns(0, count) + atEnd <= width { start = 0 }
        while start < cursor, !fits(start) { start += 1 }
        if cursor == count {
            // At the end, the window shows as much of the text as it can, so a deletion at the
            // end brings back what scrolled off at the start.
            while start > 0, fits(start - 1) { start -= 1 }
        }
        let lead = start > 0 ? 1 : 0
        var used = lead
        var end = start
        while end < count, used + measured[end].width <= width {
            used += measured[end].width
            end += 1
        }
        if end < count {
            // Room for the mark at the end, keeping the cursor's character.
            while end > start, used + 1 > width, end > cursor + 1 {
                end -= 1
                used -= measured[end].width
            }
        }
        self.start = start
        self.shown = Array(measured[start..<end])
        self.cutsStart = start > 0
        self.cutsEnd = end < count
        self.cursorColumn = min(lead + columns(start, cursor), width - 1)
    }

    /// Whether two windows show the same.
    static func == (lhs: FieldWindow, rhs: FieldWindow) -> Bool {
        lhs.start == rhs.start && lhs.cutsStart == rhs.cutsStart && lhs.cutsEnd == rhs.cutsEnd
            && lhs.cursorColumn == rhs.cursorColumn && lhs.shown.map(\.text) == rhs.shown.map(\.text)
    }
}
