/// The rows of a lazy grid: lines of cells, the focus on one cell of a line (its column).
extension RowSource {
    /// Where a row or a grid's cell stands, whatever the width the grid was flowed for: its
    /// segment, and its offset there (the item's, in a grid's lines).
    struct Place: Equatable {
        /// The segment.
        var segment: Int
        /// The row's offset in its segment, or the item's among a grid's items.
        var offset: Int
    }

    /// The grid lines row `index` is one of, and its line among them; `nil` for any other row.
    func gridLine(at index: Int) -> (lines: GridLines, line: Int, segment: Int)? {
        guard hasGridLines, index >= 0, index < count else { return nil }
        let (segment, offset) = locate(index)
        guard case .gridLines(let lines) = segments[segment] else { return nil }
        return (lines, offset, segment)
    }

    /// The number of cells of row `index`: a lazy grid's line's, counted without resolving it,
    /// or a row's of several actionable views side by side; `nil` for any other row.
    func cellCount(at index: Int) -> Int? {
        if let line = gridLine(at: index) { return line.lines.items(ofLine: line.line).count }
        guard index >= 0, index < count else { return nil }
        return row(at: index).stackParts?.count
    }

    /// The identity of the cell in `column` of row `index`, a lazy grid's line, read without
    /// building it.
    func cellID(at index: Int, column: Int) -> RowID? {
        guard let (lines, line, segment) = gridLine(at: index) else { return nil }
        let items = lines.items(ofLine: line)
        guard !items.isEmpty else { return nil }
        let item = min(items.lowerBound + max(0, column), items.upperBound - 1)
        return .element(segment: elementSegment(segment), id: lines.id(ofItem: item))
    }

    /// The row and column of the cell with identity `id` among the items near the cell in
    /// `column` of row `index`, looking at most `radius` items each way; `nil` when it is not
    /// there. Each step reads one item's identity, never its view.
    func findCell(_ id: RowID, near index: Int, column: Int, radius: Int) -> (index: Int, column: Int)? {
        guard let (lines, line, segment) = gridLine(at: index),
            case .element(elementSegment(segment), let wanted) = id
        else { return nil }
        let start = min(line * lines.columns + max(0, column), lines.itemCount - 1)
        for distance in 0...radius {
            for item in [start - distance, start + distance] where item >= 0 && item < lines.itemCount {
                if lines.id(ofItem: item) == wanted {
                    return (index - line + item / lines.columns, item % lines.columns)
                }
            }
            if start - distance < 0 && start + distance >= lines.itemCount { break }
        }
        return nil
    }

    /// Where row `index` (its cell in `column`, for a grid's line) stands, for the same row or
    /// cell to be found among rows flowed for another width.
    func place(of index: Int, column: Int) -> Place? {
        guard index >= 0, index < count else { return nil }
        if let (lines, line, segment) = gridLine(at: index) {
            let items = lines.items(ofLine: line)
            return Place(
                segment: segment, offset: min(items.lowerBound + max(0, column), items.upperBound - 1))
        }
        let (segment, offset) = locate(index)
        return Place(segment: segment, offset: offset)
    }

    /// The row (and column, for a grid's cell) that stands at `place`; `nil` when these rows have
    /// no such place (they were made from other content).
    func index(of place: Place) -> (index: Int, column: Int)? {
        guard visible == nil, place.segment < segments.count else { return nil }
        let start = starts[place.segment]
        switch segments[place.segment] {
        case .gridLines(let lines):
            guard place.offset < lines.itemCount else { return nil }
            return (start + place.offset / lines.columns, place.offset % lines.columns)
        case .fixed, .lazy:
            guard place.offset < segments[place.segment].count else { return nil }
            return (start + place.offset, 0)
        }
    }
}
