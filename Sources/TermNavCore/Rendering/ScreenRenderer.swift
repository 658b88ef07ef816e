/// Draws frames into a canvas: the navigation bar (back label or breadcrumb, title, toolbar
/// items), fixed content, rows with their accessories (the focused one highlighted), and the
/// help line.
///
/// Rendering is a function of the ``Frame`` the engine made: it resolves nothing, changes no
/// app state, and places every part where the frame's ``ScreenLayout`` says. The renderer keeps
/// the canvas it drew last and what each of its rows shows (a ``RowPaint``): a row whose paint
/// is the same as the frame before is kept as it is, so a key that moves the focus draws two rows
/// and the canvas it returns shares every other row with the one before.
final class ScreenRenderer {
    /// The canvas drawn last.
    private var canvas = Canvas(width: 0, height: 0)
    /// What each row of `canvas` shows.
    private var painted: [RowPaint] = []

    /// Draws a frame.
    /// - Parameter frame: The frame.
    /// - Returns: The canvas.
    func render(_ frame: Frame) -> Canvas {
        let size = frame.layout.size
        if canvas.width != max(0, size.width) || canvas.height != max(0, size.height) {
            canvas = Canvas(width: size.width, height: size.height)
            painted = Array(repeating: RowPaint(), count: canvas.height)
        }
        guard canvas.width > 0, canvas.height > 0 else { return canvas }
        let paints = Self.paints(for: frame, height: canvas.height)
        let before = canvas
        // How far rows moved, as found at the last row that moved: rows that scroll together move
        // by the same amount. A frame that shows new rows (another screen) gives up looking after
        // a few rows found nowhere.
        var search = RowSearch()
        for y in 0..<canvas.height where paints[y] != painted[y] {
            if let from = search.row(showing: paints[y], in: painted, near: y) {
                canvas.copyRow(from, of: before, to: y)
            } else {
                canvas.blankRow(y)
                paints[y].draw(on: y, of: &canvas)
            }
        }
        painted = paints
        return canvas
    }

    /// What each row of the canvas shows for a frame.
    /// - Parameters:
    ///   - frame: The frame.
    ///   - height: The canvas's height.
    /// - Returns: A paint per row, top first.
    static func paints(for frame: Frame, height: Int) -> [RowPaint] {
        let layout = frame.layout
        var paints = Array(repeating: RowPaint(), count: height)
        func add(_ piece: RowPaint.Piece, y: Int) {
            guard y >= 0 && y < height else { return }
            paints[y].append(piece)
        }
        for part in frame.bar {
            add(RowPaint.Piece(line: part.line, x: part.x, isHighlighted: part.isHighlighted), y: part.y)
        }
        let fixed =
            zip(frame.header, layout.header).map { ($0, $1) }
            + zip(frame.footer, layout.footer).map { ($0, $1) }
        for (line, y) in fixed where y >= 0 && y < height {
            add(RowPaint.Piece(line: line.line, x: ScreenLayout.margin, limit: layout.contentWidth), y: y)
            if line.isFocused { paints[y].isHighlighted = true }
        }
        addRows(of: frame, to: &paints)
        if let y = layout.helpLine, y >= 0 && y < height {
            for piece in helpPieces(of: frame) { paints[y].append(piece) }
        }
        return paints
    }

    /// Adds the rows of the window, from the top of the rows' region.
    private static func addRows(of frame: Frame, to paints: inout [RowPaint]) {
        let layout = frame.layout
        let ellipsis = Glyphs.ellipsis.text(unicode: frame.unicode)
        var y = layout.rows.lowerBound
        for row in frame.rows {
            let content = row.content
            // A row with an accessory keeps its column clear on every line: the accessory sits on
            // the first line, its label's lines stop short of it.
            let room = layout.labelWidth(besideAccessoryOf: content.accessoryWidth)
            for (lineIndex, line) in content.lines.enumerated() where y < layout.rows.upperBound {
                guard y >= 0 && y < paints.count else {
                    y += 1
                    continue
                }
                if lineIndex == 0, content.accessoryWidth > 0 {
                    paints[y].append(
                        RowPaint.Piece(
                            line: content.accessory, x: layout.accessoryColumn(width: content.accessoryWidth),
                            limit: content.accessoryWidth))
                }
                paints[y].append(
                    RowPaint.Piece(
                        line: line.truncated(to: room, ellipsis: ellipsis), x: ScreenLayout.margin,
                        limit: layout.contentWidth))
                paints[y].isHighlighted = row.isFocused
                y += 1
            }
        }
    }

    /// The help items that fit, whole, and the position at the right, dimmed.
    private static func helpPieces(of frame: Frame) -> [RowPaint.Piece] {
        let dim = Style(attributes: .dim)
        let width = frame.layout.size.width
        let positionWidth = DisplayWidth.of(frame.position)
        let room = max(0, frame.layout.contentWidth - (positionWidth > 0 ? positionWidth + 2 : 0))
        var help = ""
        var helpWidth = 0
        for item in frame.helpItems {
            let itemWidth = DisplayWidth.of(item)
            let candidateWidth = helpWidth == 0 ? itemWidth : helpWidth + 2 + itemWidth
            guard candidateWidth <= room else { break }
            help += helpWidth == 0 ? item : "  " + item
            helpWidth = candidateWidth
        }
        var pieces = [
            RowPaint.Piece(
                line: Line(spans: [Span(text: help, style: dim, width: helpWidth)]), x: ScreenLayout.margin,
                limit: room)
        ]
        if positionWidth > 0, positionWidth + 2 * ScreenLayout.margin <= width {
            pieces.append(
                RowPaint.Piece(
                    line: Line(spans: [Span(text: frame.position, style: dim, width: positionWidth)]),
                    x: width - ScreenLayout.margin - positionWidth))
        }
        return pieces
    }
}
