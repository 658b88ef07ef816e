/// The rows a frame shows, laid out, kept from frame to frame: a key that only moves the focus
/// shows the same rows, and its frame takes them as they are instead of reading each again.
///
/// The rows are the same while they come from the same ``RowLayout`` (a screen resolved again,
/// filtered, or laid out at another width lays its rows out afresh), from the same first row, in
/// a region as tall.
struct WindowRows {
    /// The laid-out rows they were read from; held, so that another layout is never taken for it.
    let source: RowLayout
    /// The index of the first row.
    let top: Int
    /// The lines of the region the rows fill.
    let height: Int
    /// The number of rows there are.
    let count: Int
    /// The rows, top first; the last may be cut by the region's end.
    let rows: [LaidOutRow]

    /// Reads the rows that fill a region from a first row, as far as there are rows.
    /// - Parameters:
    ///   - source: The laid-out rows.
    ///   - top: The index of the first row.
    ///   - height: The lines of the region.
    ///   - count: The number of rows there are.
    init(source: RowLayout, top: Int, height: Int, count: Int) {
        self.source = source
        self.top = top
        self.height = height
        self.count = count
        var rows: [LaidOutRow] = []
        rows.reserveCapacity(height)
        var used = 0
        var index = top
        while used < height, index < count {
            let row = source.row(index)
            rows.append(row)
            used += row.height
            index += 1
        }
        self.rows = rows
    }

    /// Whether these are the rows read from a layout, a first row and a region as tall.
    func isRead(from source: RowLayout, top: Int, height: Int, count: Int) -> Bool {
        self.source === source && self.top == top && self.height == height && self.count == count
    }

    /// The indices of the rows.
    var indices: Range<Int> { top..<top + rows.count }
}
