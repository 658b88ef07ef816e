/// One cell of a terminal frame: a grapheme, the columns it covers, and its style.
///
/// A wide grapheme (CJK, most emoji) covers two cells: the first holds the grapheme with
/// `width == 2`, the second is a continuation cell with `width == 0` and an empty grapheme.
///
/// Two cells are equal when their widths and styles are and their graphemes are equal as strings
/// (canonically equivalent clusters are equal). A cell also keeps its grapheme's byte when the
/// grapheme is one byte long, so code that compares or sends many cells reads that byte instead
/// of the string.
package struct Cell: Hashable, Sendable {
    /// The grapheme cluster drawn in the cell; empty for a continuation cell.
    package var grapheme: String {
        didSet { singleByte = Self.singleByte(of: grapheme) }
    }
    /// The number of columns the grapheme covers: 1, 2, or 0 for a continuation cell.
    package var width: Int
    /// How the cell is drawn.
    package var style: Style
    /// The grapheme's byte when it is one byte long (then it is ASCII); `nil` otherwise.
    package private(set) var singleByte: UInt8?

    /// Creates a cell.
    /// - Parameters:
    ///   - grapheme: The grapheme cluster to draw.
    ///   - width: The columns it covers.
    ///   - style: How it is drawn.
    package init(grapheme: String, width: Int = 1, style: Style = .plain) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
        singleByte = Self.singleByte(of: grapheme)
    }

    /// Creates a cell of a one-byte grapheme whose byte is known.
    /// - Parameters:
    ///   - grapheme: The grapheme cluster, one byte long.
    ///   - byte: Its byte.
    ///   - width: The columns it covers.
    ///   - style: How it is drawn.
    init(grapheme: String, byte: UInt8, width: Int, style: Style) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
        singleByte = byte
    }

    /// A blank cell: one space in the given style.
    /// - Parameter style: The style of the blank; plain by default.
    /// - Returns: The blank cell.
    package static func blank(_ style: Style = .plain) -> Cell {
        Cell(grapheme: " ", byte: UInt8(ascii: " "), width: 1, style: style)
    }

    /// The second column of a wide grapheme.
    static func continuation(_ style: Style) -> Cell {
        Cell(grapheme: "", width: 0, style: style)
    }

    /// Whether this cell only continues the wide grapheme to its left.
    package var isContinuation: Bool { width == 0 }

    /// A grapheme's byte when it is one byte long; `nil` otherwise.
    private static func singleByte(of grapheme: String) -> UInt8? {
        let utf8 = grapheme.utf8
        guard utf8.count == 1 else { return nil }
        return utf8[utf8.startIndex]
    }

    /// Whether two cells are equal: the same width and style, and graphemes equal as strings.
    /// - Parameters:
    ///   - lhs: A cell.
    ///   - rhs: Another cell.
    /// - Returns: `true` when they are equal.
    package static func == (lhs: Cell, rhs: Cell) -> Bool {
        guard lhs.width == rhs.width, lhs.style == rhs.style else { return false }
        // Two one-byte clusters are ASCII, and equal only when their bytes are.
        if let byte = lhs.singleByte, let other = rhs.singleByte { return byte == other }
        return lhs.grapheme == rhs.grapheme
    }

    /// Hashes the cell's grapheme, width and style.
    /// - Parameter hasher: The hasher.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(grapheme)
        hasher.combine(width)
        hasher.combine(style)
    }
}
