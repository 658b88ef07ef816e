/// One cell of a terminal frame: a grapheme, the columns it covers, and its style.
///
/// A wide grapheme (CJK, most emoji) covers two cells: the first holds the grapheme with
/// `width == 2`, the second is a continuation cell with `width == 0` and an empty grapheme.
///
/// Two cells are equal when their widths and styles are and their graphemes are equal as strings
/// (canonically equivalent clusters are equal). A cell holds no reference: its grapheme is kept
/// as bytes (``CellText``), so rows of cells are copied, compared and blanked as plain memory,
/// and code that compares or sends many cells reads a one-byte grapheme's byte instead of a
/// string.
package struct Cell: Hashable, Sendable {
    /// The grapheme's bytes.
    package private(set) var text: CellText {
        didSet { singleByte = text.singleByte }
    }
    /// The number of columns the grapheme covers: 1, 2, or 0 for a continuation cell.
    package var width: Int
    /// How the cell is drawn.
    package var style: Style
    /// The grapheme's byte when it is one byte long (then it is ASCII); `nil` otherwise. Kept
    /// beside the text, so the writer reads it as a field.
    package private(set) var singleByte: UInt8?

    /// The grapheme cluster drawn in the cell; empty for a continuation cell.
    package var grapheme: String {
        get { text.grapheme }
        set { text = CellText(newValue) }
    }

    /// Creates a cell.
    /// - Parameters:
    ///   - grapheme: The grapheme cluster to draw.
    ///   - width: The columns it covers.
    ///   - style: How it is drawn.
    package init(grapheme: String, width: Int = 1, style: Style = .plain) {
        text = CellText(grapheme)
        self.width = width
        self.style = style
        singleByte = text.singleByte
    }

    /// Creates a cell of one printable ASCII character, one column wide.
    /// - Parameters:
    ///   - byte: The character's byte.
    ///   - style: How it is drawn.
    init(ascii byte: UInt8, style: Style) {
        text = CellText(byte: byte)
        width = 1
        self.style = style
        singleByte = byte
    }

    /// A blank cell: one space in the given style.
    /// - Parameter style: The style of the blank; plain by default.
    /// - Returns: The blank cell.
    package static func blank(_ style: Style = .plain) -> Cell {
        Cell(ascii: UInt8(ascii: " "), style: style)
    }

    /// The second column of a wide grapheme.
    static func continuation(_ style: Style) -> Cell {
        Cell(grapheme: "", width: 0, style: style)
    }

    /// Whether this cell only continues the wide grapheme to its left.
    package var isContinuation: Bool { width == 0 }

    /// Whether two cells are equal: the same width and style, and graphemes equal as strings.
    /// - Parameters:
    ///   - lhs: A cell.
    ///   - rhs: Another cell.
    /// - Returns: `true` when they are equal.
    package static func == (lhs: Cell, rhs: Cell) -> Bool {
        guard lhs.width == rhs.width, lhs.style == rhs.style else { return false }
        if let byte = lhs.singleByte, let other = rhs.singleByte { return byte == other }
        if lhs.text == rhs.text { return true }
        return graphemesMatch(lhs.text, rhs.text)
    }

    /// Whether two texts whose bytes differ hold canonically equivalent clusters.
    /// - Parameters:
    ///   - lhs: A text.
    ///   - rhs: Another text, with other bytes.
    /// - Returns: `true` when the clusters are equal as strings.
    package static func graphemesMatch(_ lhs: CellText, _ rhs: CellText) -> Bool {
        // Two clusters of one byte are ASCII, and equal only when their bytes are.
        if lhs.singleByte != nil, rhs.singleByte != nil { return false }
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

extension Cell: CustomStringConvertible {
    /// The cell's grapheme, width and style, for test failures.
    package var description: String {
        "Cell(\(grapheme.debugDescription), width: \(width), style: \(style))"
    }
}
