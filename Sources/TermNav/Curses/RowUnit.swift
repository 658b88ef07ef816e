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
            && style.background == other.style.background
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
    }

    /// The units of one row of cells, left to right.
    /// - Parameters:
    ///   - cells: The row's cells.
    ///   - columns: How many columns of it are shown.
    /// - Returns: The units, and for each column the index of the unit that covers it.
    static func units(of cells: ArraySlice<Cell>, columns: Int) -> (units: [RowUnit], index: [Int]) {
        let columns = max(0, min(columns, cells.count))
        var index: [Int] = []
        let units = [RowUnit](unsafeUninitializedCapacity: columns) { units, unitCount in
            index = [Int](unsafeUninitializedCapacity: columns) { index, covered in
                cells.withUnsafeBufferPointer { cells in
                    while covered < columns {
                        let x = covered
                        // Most cells are one byte, one column wide: a unit of their own.
                        if cells[x].singleByte != nil, cells[x].width == 1 {
                            units.initializeElement(at: unitCount, to: RowUnit(cells[x], column: x, width: 1))
                            index.initializeElement(at: x, to: unitCount)
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
                        units.initializeElement(at: unitCount, to: unit)
                        for column in x..<unit.end { index.initializeElement(at: column, to: unitCount) }
                        unitCount += 1
                        covered = unit.end
                    }
                }
            }
        }
        return (units, index)
    }
}
