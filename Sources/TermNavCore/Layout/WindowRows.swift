/// The rows a frame shows, laid out, kept from frame to frame by their ``RowLayout``: a key that
/// only moves the focus shows the same rows, and its frame takes them as they are instead of
/// reading each again.
///
/// The rows are the same while the layout is (a screen resolved again, filtered, or laid out at
/// another width lays its rows out afresh, in a layout of its own), from the same first row, in a
/// region as tall, among as many rows.
@MainActor
struct WindowRows {
    /// The index of the first row.
    let top: Int
    /// The lines of the region the rows fill.
    let height: Int
    /// The number of rows there were.
    let count: Int
    /// The rows, top first; the last may be cut by the region's end.
    let rows: [LaidOutRow]

    /// Reads the rows that fill a region from a first row, as far as there are rows.
    /// - Parameters:
    ///   - layout: The laid-out rows.
    ///   - top: The index of the first row.
    ///   - height: The lines of the region.
    ///   - count: The number of rows there are.
    init(from layout: RowLayout, top: Int, height: Int, count: Int) {
        self.top = top
        self.height = height
        self.count = count
        var rows: [LaidOutRow] = []
        rows.reserveCapacity(height)
        var used = 0
        var index = top
        while used < height, index < count {
            let row = layout.row(index)
            rows.append(row)
            used += row.height
            index += 1
        }
        self.rows = rows
    }

    /// The indices of the rows.
    var indices: Range<Int> { top..<top + rows.count }
}
