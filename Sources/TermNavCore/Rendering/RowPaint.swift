/// What one row of a canvas shows: the lines drawn on it, left to right in drawing order, and
/// whether the whole row is highlighted.
///
/// Two equal paints draw the same cells, so ``ScreenRenderer`` redraws a row only when its paint
/// changes. Comparing is cheap: the lines come from the engine's caches and share their storage
/// from frame to frame.
struct RowPaint: Equatable {
    /// One line drawn on the row.
    struct Piece: Equatable {
        /// The line.
        var line: Line
        /// The column it starts at.
        var x: Int
        /// The most columns it may use; the rest of the row when `nil`.
        var limit: Int?
        /// Whether it is drawn highlighted (reversed), as a selected toolbar item is.
        var isHighlighted = false

        /// A line placed on a row.
        /// - Parameters:
        ///   - line: The line.
        ///   - x: The column it starts at.
        ///   - limit: The most columns it may use; the rest of the row by default.
        ///   - isHighlighted: Whether it is drawn reversed.
        init(line: Line, x: Int, limit: Int? = nil, isHighlighted: Bool = false) {
            self.line = line
            self.x = x
            self.limit = limit
            self.isHighlighted = isHighlighted
        }

        /// Whether two pieces are equal, the place and highlight compared before the line's text.
        static func == (lhs: Piece, rhs: Piece) -> Bool {
            lhs.x == rhs.x && lhs.limit == rhs.limit && lhs.isHighlighted == rhs.isHighlighted
                && lhs.line == rhs.line
        }
    }

    /// The first line drawn, if any.
    private var first: Piece?
    /// The second line drawn, if any.
    private var second: Piece?
    /// The lines drawn after the first two: most rows have one or two (a label and its accessory),
    /// held without an array of their own.
    private var rest: [Piece] = []
    /// Whether the row is drawn highlighted, every cell reversed: the focused row.
    var isHighlighted = false

    /// Whether two paints are equal: the highlight and the pieces' places are compared before
    /// any text, so rows that differ are told apart without reading their text.
    static func == (lhs: RowPaint, rhs: RowPaint) -> Bool {
        guard lhs.isHighlighted == rhs.isHighlighted, lhs.rest.count == rhs.rest.count,
            lhs.first?.x == rhs.first?.x, lhs.second?.x == rhs.second?.x
        else { return false }
        return lhs.first == rhs.first && lhs.second == rhs.second && lhs.rest == rhs.rest
    }

    /// The lines, in drawing order.
    var pieces: [Piece] {
        [first, second].compactMap { $0 } + rest
    }

    /// Adds a line, drawn after those added before.
    /// - Parameter piece: The line, placed.
    mutating func append(_ piece: Piece) {
        if first == nil {
            first = piece
        } else if second == nil {
            second = piece
        } else {
            rest.append(piece)
        }
    }

    /// Draws the paint on a blank row of a canvas.
    /// - Parameters:
    ///   - y: The row.
    ///   - canvas: The canvas.
    func draw(on y: Int, of canvas: inout Canvas) {
        let reverse = Style(attributes: .reverse)
        func draw(_ piece: Piece) {
            canvas.draw(
                piece.isHighlighted ? piece.line.styled(reverse) : piece.line, x: piece.x, y: y,
                limit: piece.limit)
        }
        if let first { draw(first) }
        if let second { draw(second) }
        rest.forEach(draw)
        if isHighlighted {
            canvas.overlay(row: y, with: reverse)
        }
    }
}

extension RowPaint {
    /// Whether the row shows nothing: blank, not highlighted.
    var isBlank: Bool {
        first == nil && !isHighlighted
    }
}
