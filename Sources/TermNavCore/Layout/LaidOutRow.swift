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
}
