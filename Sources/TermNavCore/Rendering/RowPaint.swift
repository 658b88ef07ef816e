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
        /// Whether it is drawn as the focus bar draws it (see ``FocusBar``), as a focused toolbar
        /// item is.
        var isHighlighted = false
        /// The colour of its text that has none of its own (a theme's title or accessory
        /// colour); ``Color/default`` leaves it as it is.
        var tint = Color.default

        /// A line placed on a row.
        /// - Parameters:
        ///   - line: The line.
        ///   - x: The column it starts at.
        ///   - limit: The most columns it may use; the rest of the row by default.
        ///   - isHighlighted: Whether it is drawn as the focus bar draws it.
        ///   - tint: The colour of its text that has none of its own; none by default.
        init(line: Line, x: Int, limit: Int? = nil, isHighlighted: Bool = false, tint: Color = .default) {
            self.line = line
            self.x = x
            self.limit = limit
            self.isHighlighted = isHighlighted
            self.tint = tint
        }

        /// Whether two pieces are equal, the place and highlight compared before the line's text.
        static func == (lhs: Piece, rhs: Piece) -> Bool {
            lhs.x == rhs.x && lhs.limit == rhs.limit && lhs.isHighlighted == rhs.isHighlighted
                && lhs.tint == rhs.tint && lhs.line == rhs.line
        }
    }

    /// The first line drawn, if any.
    private var first: Piece?
    /// The second line drawn, if any.
    private var second: Piece?
    /// The lines drawn after the first two: most rows have one or two (a label and its accessory),
    /// held without an array of their own.
    private var rest: [Piece] = []
    /// Whether the whole row is drawn as the focus bar (see ``FocusBar``): the focused row.
    var isHighlighted = false
    /// The columns of a highlighted row drawn as the focus bar, when not all of them: the
    /// focused cell of a lazy grid's line.
    var highlightedColumns: Range<Int>?
    /// How the highlighted row and pieces are drawn.
    var bar = FocusBar.reverseVideo
    /// The colour dim cells without a colour of their own take (the theme's secondary colour).
    var secondaryColor = Color.default
    /// The colour behind the screen on this row (``Frame/backdrop``), for the cells of the row
    /// that have no background of their own and are not in the focus bar.
    var backdrop: LineBackdrop?

    /// A paint with nothing drawn yet.
    /// - Parameters:
    ///   - bar: How the highlighted row and pieces are drawn; in reverse video by default.
    ///   - secondaryColor: The colour of dim cells without one of their own.
    init(bar: FocusBar = .reverseVideo, secondaryColor: Color = .default) {
        self.bar = bar
        self.secondaryColor = secondaryColor
    }

    /// Whether two paints are equal: the highlight and the pieces' places are compared before
    /// any text, so rows that differ are told apart without reading their text.
    static func == (lhs: RowPaint, rhs: RowPaint) -> Bool {
        guard lhs.isHighlighted == rhs.isHighlighted, lhs.highlightedColumns == rhs.highlightedColumns,
            lhs.rest.count == rhs.rest.count,
            lhs.bar == rhs.bar, lhs.secondaryColor == rhs.secondaryColor, lhs.backdrop == rhs.backdrop,
            lhs.first?.x == rhs.first?.x, lhs.second?.x == rhs.second?.x
        else { return false }
        return matches(lhs.first, rhs.first) && matches(lhs.second, rhs.second) && lhs.rest == rhs.rest
    }

    /// Whether two places for a line hold the same line, or both none: `==` on two optional
    /// pieces, without pairing them up first.
    private static func matches(_ lhs: Piece?, _ rhs: Piece?) -> Bool {
        guard let lhs else { return rhs == nil }
        guard let rhs else { return false }
        return lhs == rhs
    }

    /// The lines, in drawing order.
    var pieces: [Piece] {
        [first, second].compactMap { $0 } + rest
    }

    /// Adds a line, drawn after those added before.
    /// - Parameter piece: The line, placed.
    mutating func append(_ piece: Piece) {
        // Matched, not compared with `nil`: `== nil` on an optional piece takes a generic path
        // that pairs the optionals up, at a cost a row of every frame pays.
        if case .none = first {
            first = piece
        } else if case .none = second {
            second = piece
        } else {
            rest.append(piece)
        }
    }

    /// Draws the paint on a blank row of a canvas.
    ///
    /// In a bar with colours, the theme's colours (a piece's tint, the secondary colour) give
    /// way to the bar's: they are left out of the highlighted row and pieces, whose cells then
    /// take the bar's text colours. The colours the app gave its text stay (see ``FocusBar``).
    /// - Parameters:
    ///   - y: The row.
    ///   - canvas: The canvas.
    func draw(on y: Int, of canvas: inout Canvas) {
        let barTakesTints = bar.hasColors
        let isRowHighlighted = isHighlighted && highlightedColumns == nil
        func draw(_ piece: Piece) {
            let highlighted = isRowHighlighted || piece.isHighlighted
            let tint = highlighted && barTakesTints ? Color.default : piece.tint
            let drawn = canvas.draw(piece.line, x: piece.x, y: y, limit: piece.limit, tint: tint)
            if piece.isHighlighted {
                canvas.highlight(row: y, columns: piece.x..<(piece.x + drawn), with: bar)
            }
        }
        if let first { draw(first) }
        if let second { draw(second) }
        rest.forEach(draw)
        if !(isRowHighlighted && barTakesTints) {
            canvas.tint(row: y, with: secondaryColor) { $0.attributes.contains(.dim) }
        }
        if isHighlighted {
            if let columns = highlightedColumns {
                canvas.highlight(row: y, columns: columns, with: bar)
            } else {
                canvas.highlight(row: y, with: bar)
            }
        }
        if let backdrop {
            canvas.fillBackground(row: y, with: backdrop.color(at:))
        }
    }
}

extension RowPaint {
    /// Whether the row shows nothing: blank, not highlighted.
    var isBlank: Bool {
        first == nil && !isHighlighted && backdrop == nil
    }
}
