/// A row laid out for the screen's width: its lines and its accessory.
struct LaidOutRow {
    /// The row's lines, top first; at least one for a list row.
    let lines: [Line]
    /// The accessory drawn at the right of the first line; empty for none.
    let accessory: Line

    /// The accessory's display width.
    var accessoryWidth: Int { accessory.width }

    /// The lines the row takes on screen.
    var height: Int { lines.count }

    /// Whether this is the very row another is: its lines and its accessory kept in the same
    /// storage (a row laid out once and handed out again), so the two draw alike. Nothing of
    /// either is read but where its storage is.
    /// - Parameter other: The other row.
    /// - Returns: `true` when both are the same storage.
    func isSameStorage(as other: LaidOutRow) -> Bool {
        func address<Element>(_ array: [Element]) -> UnsafeRawPointer? {
            array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        return address(lines) == address(other.lines)
            && address(accessory.spans) == address(other.accessory.spans)
    }
}
