/// A run of text that is safe to draw, in one style, with its display width.
struct Span: Equatable {
    var text: String
    var style: Style
    var width: Int
}

/// One laid-out line of a view: spans left to right.
struct Line: Equatable {
    var spans: [Span] = []

    /// The columns of the first text field drawn on the line, where the layout placed it: a
    /// field being edited is drawn again in these columns, from its editor, and the terminal's
    /// cursor put in them. `nil` when the line holds no field. It moves with the field's columns
    /// as lines are joined, padded, cut and drawn over each other.
    var fieldColumns: Range<Int>?

    /// The columns of each child of the horizontal stack the line was laid out from, one range a
    /// child (empty for a child that drew nothing), so that a row of several buttons or taps
    /// knows where each of them stands. Empty when the line is no stack's. Like
    /// ``fieldColumns``, the first stack's marks are kept as lines are joined, and move with
    /// them as the line is padded, cut, placed and drawn over.
    var partColumns: [Range<Int>] = []

    /// The columns at the line's end that a view draws past its own place (a text moved right
    /// by `.offset(x:y:)`, ``Block/settled(growingTo:)``): where the line's view is placed in
    /// its stack, they are not counted. Lost as soon as the line is joined or placed.
    var overhang = 0

    /// The line's display width.
    var width: Int { spans.reduce(0) { $0 + $1.width } }

    /// The line's text.
    var text: String { spans.map(\.text).joined() }

    mutating func append(_ span: Span) {
        guard span.width > 0 || !span.text.isEmpty else { return }
        spans.append(span)
    }

    mutating func append(_ line: Line) {
        if fieldColumns == nil, let columns = line.fieldColumns {
            let start = width
            fieldColumns = (start + columns.lowerBound)..<(start + columns.upperBound)
        }
        if partColumns.isEmpty, !line.partColumns.isEmpty {
            let start = width
            partColumns = line.partColumns.map { (start + $0.lowerBound)..<(start + $0.upperBound) }
        }
        spans.append(contentsOf: line.spans)
    }

    /// The field's columns kept by a line cut to its first `width` columns: those that still
    /// stand within them.
    func fieldColumns(within width: Int) -> Range<Int>? {
        guard let columns = fieldColumns, columns.lowerBound < width else { return nil }
        return columns.lowerBound..<min(columns.upperBound, width)
    }

    /// The stack's children's columns kept by a line cut to its first `width` columns: each cut
    /// at `width`, a child wholly past it left empty.
    func partColumns(within width: Int) -> [Range<Int>] {
        partColumns.map { min($0.lowerBound, width)..<min($0.upperBound, width) }
    }

    /// Blank columns.
    static func padding(_ width: Int, style: Style = .plain) -> Span {
        Span(text: spaces(max(0, width)), style: style, width: max(0, width))
    }

    /// A string of spaces, its bytes written at once: `String(repeating:count:)` appends them one
    /// by one, and every new row a list scrolls to pads its line with a few dozen.
    /// - Parameter count: How many spaces.
    /// - Returns: The spaces.
    static func spaces(_ count: Int) -> String {
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { bytes in
            bytes.initialize(repeating: UInt8(ascii: " "))
            return count
        }
    }

    /// The line cut to fit `width` columns, ending in `ellipsis` when anything was cut.
    func truncated(to width: Int, ellipsis: String) -> Line {
        guard self.width > width else { return self }
        guard width > 0 else { return Line() }
        let ellipsisWidth = DisplayWidth.of(ellipsis)
        let room = max(0, width - ellipsisWidth)
        var result = Line()
        var used = 0
        var lastStyle = spans.first?.style ?? .plain
        for span in spans {
            lastStyle = span.style
            if used + span.width <= room {
                result.append(span)
                used += span.width
                continue
            }
            var text = ""
            for character in span.text {
                let characterWidth = DisplayWidth.of(character)
                if used + characterWidth > room { break }
                text.append(character)
                used += characterWidth
            }
            result.append(Span(text: text, style: span.style, width: DisplayWidth.of(text)))
            break
        }
        if ellipsisWidth <= width {
            result.append(Span(text: ellipsis, style: lastStyle, width: ellipsisWidth))
        }
        result.fieldColumns = fieldColumns(within: room)
        result.partColumns = partColumns(within: room)
        return result
    }

    /// The line with a style laid over every span.
    func styled(_ style: Style) -> Line {
        Line(
            spans: spans.map { Span(text: $0.text, style: $0.style.merging(style), width: $0.width) },
            fieldColumns: fieldColumns, partColumns: partColumns)
    }
}
