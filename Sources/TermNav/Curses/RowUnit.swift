import TermNavCore

/// One grapheme cluster of a canvas row as the writer sends it: where it starts, the columns
/// it covers, and its cell.
///
/// A wide cell covers its continuation cell too. A continuation whose wide cell is gone, and a
/// wide cell with no room for its second column, are sent as a blank in their style.
struct RowUnit: Equatable {
    /// The first column.
    let column: Int
    /// The columns covered: 1 or 2.
    let width: Int
    /// The cell drawn there.
    let cell: Cell

    /// The column after the unit.
    var end: Int { column + width }

    /// Whether the unit is a blank in the plain style, what a cleared screen shows.
    var isPlainBlank: Bool { cell == .blank() }

    /// Whether the unit is one printable ASCII character.
    var isASCII: Bool {
        let utf8 = cell.grapheme.utf8
        guard utf8.count == 1, let byte = utf8.first else { return false }
        return byte >= 0x20 && byte < 0x7F
    }

    /// The units of one row of cells, left to right.
    /// - Parameters:
    ///   - cells: The row's cells.
    ///   - columns: How many columns of it are shown.
    /// - Returns: The units, and for each column the index of the unit that covers it.
    static func units(of cells: ArraySlice<Cell>, columns: Int) -> (units: [RowUnit], index: [Int]) {
        var units: [RowUnit] = []
        var index: [Int] = []
        units.reserveCapacity(columns)
        index.reserveCapacity(columns)
        let columns = min(columns, cells.count)
        var x = 0
        while x < columns {
            let cell = cells[cells.startIndex + x]
            var unit = RowUnit(column: x, width: 1, cell: cell)
            if cell.isContinuation || cell.grapheme.isEmpty {
                unit = RowUnit(column: x, width: 1, cell: .blank(cell.style))
            } else if cell.width == 2 {
                let fits = x + 1 < columns && cells[cells.startIndex + x + 1].isContinuation
                unit =
                    fits
                    ? RowUnit(column: x, width: 2, cell: cell)
                    : RowUnit(column: x, width: 1, cell: .blank(cell.style))
            }
            for _ in 0..<unit.width { index.append(units.count) }
            units.append(unit)
            x += unit.width
        }
        return (units, index)
    }
}
