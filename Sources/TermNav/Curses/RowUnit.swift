import TermNavCore

/// One grapheme cluster of a canvas row as the writer sends it: where it starts, the columns
/// it covers, its style, and its byte when it is one byte long.
///
/// A wide cell covers its continuation cell too. A continuation whose wide cell is gone, and a
/// wide cell with no room for its second column, are sent as a blank in their style. A unit
/// holds no string, so the writer copies units freely: a cluster longer than a byte is the
/// grapheme of the row's cell at the unit's column.
struct RowUnit: Equatable {
    /// The first column.
    let column: Int
    /// The columns covered: 1 or 2.
    let width: Int
    /// The style it is drawn in.
    let style: Style
    /// The cluster's byte when it is one byte long (ASCII); `nil` when it is longer, and then
    /// the cluster is the grapheme of the cell at ``column``.
    let byte: UInt8?
    /// Whether the unit is a blank in the plain style, what a cleared screen shows.
    let isPlainBlank: Bool

    /// The column after the unit.
    var end: Int { column + width }

    /// Whether the unit is drawn in the same style as another, as `==` on their styles says,
    /// comparing the style's parts directly.
    /// - Parameter other: The other unit.
    /// - Returns: `true` when the styles are equal.
    func hasStyle(of other: RowUnit) -> Bool {
        style.attributes.rawValue == other.style.attributes.rawValue
            && style.foreground == other.style.foreground
            && style.background == other.style.background && style.hyperlink == other.style.hyperlink
    }

    /// Whether the unit is one printable ASCII character.
    var isASCII: Bool {
        guard let byte else { return false }
        return byte >= 0x20 && byte < 0x7F
    }

    /// A unit that draws a cell as it is.
    private init(_ cell: Cell, column: Int, width: Int) {
        self.column = column
        self.width = width
        style = cell.style
        byte = cell.singleByte
        isPlainBlank = cell.isPlainBlank
    }

    /// A unit that draws a blank, in the style of the cell it stands for.
    private init(blankIn style: Style, column: Int) {
        self.column = column
        width = 1
        self.style = style
        byte = UInt8(ascii: " ")
        isPlainBlank =
            style.attributes.rawValue == 0 && style.foreground == .default && style.background == .default
            && !style.hyperlink.isLink
    }

    /// A unit that stands for none, filling storage not yet used.
    static let unused = RowUnit(blankIn: .plain, column: 0)

    /// The units of one row of cells, left to right.
    /// - Parameters:
    ///   - cells: The row's cells.
    ///   - columns: How many columns of it are shown.
    /// - Returns: The units, and for each column the index of the unit that covers it.
    static func units(of cells: ArraySlice<Cell>, columns: Int) -> (units: [RowUnit], index: [Int]) {
        var units: [RowUnit] = []
        var index: [Int] = []
        let count = fill(&units, index: &index, of: cells, columns: columns)
        units.removeLast(units.count - count)
        index.removeLast(index.count - max(0, min(columns, cells.count)))
        return (units, index)
    }

    /// Puts the units of one row of cells, left to right, at the start of storage kept from row
    /// to row, which grows when the row needs more.
    /// - Parameters:
    ///   - units: The storage for the units; afterwards, the units start it.
    ///   - index: The storage for, for each column, the index of the unit that covers it;
    ///     afterwards, those indices start it.
    ///   - cells: The row's cells.
    ///   - columns: How many columns of it are shown.
    /// - Returns: The number of units.
    static func fill(_ units: inout [RowUnit], index: inout [Int], of cells: ArraySlice<Cell>, columns: Int)
        -> Int
    {
        let columns = max(0, min(columns, cells.count))
        if units.count < columns { units += repeatElement(unused, count: columns - units.count) }
        if index.count < columns { index += repeatElement(0, count: columns - index.count) }
        var unitCount = 0
        units.withUnsafeMutableBufferPointer { units in
            index.withUnsafeMutableBufferPointer { index in
                cells.withUnsafeBufferPointer { cells in
                    var covered = 0
                    while covered < columns {
                        let x = covered
                        // Most cells are one byte, one column wide: a unit of their own.
                        if cells[x].singleByte != nil, cells[x].width == 1 {
                            units[unitCount] = RowUnit(cells[x], column: x, width: 1)
                            index[x] = unitCount
                            unitCount += 1
                            covered += 1
                            continue
                        }
                        let unit: RowUnit
                        if cells[x].width == 0 || cells[x].text.isEmpty {
                            unit = RowUnit(blankIn: cells[x].style, column: x)
                        } else if cells[x].width == 2 {
                            let fits = x + 1 < columns && cells[x + 1].width == 0
                            unit =
                                fits
                                ? RowUnit(cells[x], column: x, width: 2)
                                : RowUnit(blankIn: cells[x].style, column: x)
                        } else {
                            unit = RowUnit(cells[x], column: x, width: 1)
                        }
                        units[unitCount] = unit
                        for column in x..<unit.end { index[column] = unitCount }
                        unitCount += 1
                        covered = unit.end
                    }
                }
            }
        }
        return unitCount
    }
}
