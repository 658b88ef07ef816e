/// One cell of a terminal frame: a grapheme, the columns it covers, and its style.
///
/// A wide grapheme (CJK, most emoji) covers two cells: the first holds the grapheme with
/// `width == 2`, the second is a continuation cell with `width == 0` and an empty grapheme.
package struct Cell: Hashable, Sendable {
    /// The grapheme cluster drawn in the cell; empty for a continuation cell.
    package var grapheme: String
    /// The number of columns the grapheme covers: 1, 2, or 0 for a continuation cell.
    package var width: Int
    /// How the cell is drawn.
    package var style: Style

    /// Creates a cell.
    /// - Parameters:
    ///   - grapheme: The grapheme cluster to draw.
    ///   - width: The columns it covers.
    ///   - style: How it is drawn.
    package init(grapheme: String, width: Int = 1, style: Style = .plain) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    /// A blank cell: one space in the given style.
    /// - Parameter style: The style of the blank; plain by default.
    /// - Returns: The blank cell.
    package static func blank(_ style: Style = .plain) -> Cell {
        Cell(grapheme: " ", width: 1, style: style)
    }

    /// The second column of a wide grapheme.
    static func continuation(_ style: Style) -> Cell {
        Cell(grapheme: "", width: 0, style: style)
    }

    /// Whether this cell only continues the wide grapheme to its left.
    package var isContinuation: Bool { width == 0 }
}
