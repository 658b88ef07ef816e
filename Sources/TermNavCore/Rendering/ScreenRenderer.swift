/// Draws frames into a canvas: the navigation bar (back label or breadcrumb, title, toolbar
/// items), fixed content, rows with their accessories (the focused one highlighted), and the
/// help line.
///
/// Rendering is a function of the ``Frame`` the engine made: it resolves nothing, changes no
/// app state, and places every part where the frame's ``ScreenLayout`` says. The renderer keeps
/// the canvas it drew last and what each of its rows shows (a ``RowPaint``): a row whose paint
/// is the same as the frame before is kept as it is, so a key that moves the focus draws two rows
/// and the canvas it returns shares every other row with the one before. It also keeps the last
/// canvas of the few screens below the top one, so going back to a screen that did not change
/// draws nothing.
final class ScreenRenderer {
    /// A canvas and what each of its rows shows.
    private struct Drawing {
        /// The canvas.
        var canvas: Canvas
        /// What each row of `canvas` shows.
        var painted: [RowPaint]
    }

    /// The most screens below the top one whose last canvas is kept.
    static let screensKept = 4
    /// The most rows a frame changes that are drawn without looking for them among the rows
    /// before: drawing so few costs less than comparing each with every row.
    static let rowsDrawnWithoutLooking = 3

    /// The canvas drawn last, and its paints.
    private var drawing = Drawing(canvas: Canvas(width: 0, height: 0), painted: [])
    /// The screen drawn last.
    private var screen: ObjectIdentifier?
    /// The last canvas of screens that were covered, newest last.
    private var covered: [(screen: ObjectIdentifier, drawing: Drawing)] = []
    /// The help text drawn last and what it was made from: the help items and the room for them
    /// rarely change from frame to frame, the position beside them does.
    private var help = HelpText(items: [], room: 0)

    /// Draws a frame.
    /// - Parameter frame: The frame.
    /// - Returns: The canvas.
    func render(_ frame: Frame) -> Canvas {
        let size = frame.layout.size
        var source = drawing
        if frame.screen != screen {
            source = switchScreen(to: frame)
        }
        if drawing.canvas.width != max(0, size.width) || drawing.canvas.height != max(0, size.height) {
            let canvas = Canvas(width: size.width, height: size.height)
            drawing = Drawing(canvas: canvas, painted: Array(repeating: RowPaint(), count: canvas.height))
        }
        var canvas = drawing.canvas
        guard canvas.width > 0, canvas.height > 0 else { return canvas }
        if source.canvas.width != canvas.width || source.canvas.height != canvas.height {
            source = drawing
        }
        if help.items != frame.helpItems || help.room != HelpText.room(for: frame) {
            help = HelpText(items: frame.helpItems, room: HelpText.room(for: frame))
        }
        let paints = Self.paints(for: frame, height: canvas.height, help: help)
        // Rows come from the source (the canvas before, or this screen's own last canvas) where
        // they show the same, at the same row or moved as a scrolled list moves them. A frame of
        // new rows gives up looking after a few rows found nowhere, and a frame that changes a
        // few rows (a key that moves the focus) draws them without looking.
        var search = RowSearch()
        // Read once: a paint read from a property of this class each time would be copied
        // before each comparison.
        let painted = drawing.painted
        let sourcePainted = source.painted
        let changed = (0..<canvas.height).filter { paints[$0] != painted[$0] }
        let looksElsewhere = changed.count > Self.rowsDrawnWithoutLooking
        for y in changed {
            if sourcePainted[y] == paints[y] {
                canvas.copyRow(y, of: source.canvas, to: y)
            } else if looksElsewhere, let from = search.row(showing: paints[y], in: sourcePainted, near: y) {
                canvas.copyRow(from, of: source.canvas, to: y)
            } else {
                canvas.blankRow(y)
                paints[y].draw(on: y, of: &canvas)
            }
        }
        drawing = Drawing(canvas: canvas, painted: paints)
        return canvas
    }

    /// Keeps the canvas of the screen drawn last if it is still on the stack, lets go of those
    /// that are not, and returns the canvas to draw the frame's screen from: its own last one if
    /// kept, else the canvas on screen.
    private func switchScreen(to frame: Frame) -> Drawing {
        if let screen, frame.stack.contains(screen) {
            covered.append((screen, drawing))
        }
        let own = covered.last { $0.screen == frame.screen }?.drawing
        covered.removeAll { !frame.stack.contains($0.screen) || $0.screen == frame.screen }
        if covered.count > Self.screensKept { covered.removeFirst(covered.count - Self.screensKept) }
        screen = frame.screen
        return own ?? drawing
    }

    /// What each row of the canvas shows for a frame.
    /// - Parameters:
    ///   - frame: The frame.
    ///   - height: The canvas's height.
    ///   - help: The help items that fit, made for this frame.
    /// - Returns: A paint per row, top first.
    static func paints(for frame: Frame, height: Int, help: HelpText) -> [RowPaint] {
        let layout = frame.layout
        // Each paint is made afresh rather than copied from one blank: a paint's copy goes
        // through its optional pieces even when they are empty, and this runs every frame.
        var paints: [RowPaint] = []
        paints.reserveCapacity(height)
        let theme = frame.theme
        for _ in 0..<max(0, height) {
            paints.append(RowPaint(highlightColor: theme.focusedRow, secondaryColor: theme.secondary))
        }
        func add(_ piece: RowPaint.Piece, y: Int) {
            guard y >= 0 && y < height else { return }
            paints[y].append(piece)
        }
        for part in frame.bar {
            add(
                RowPaint.Piece(
                    line: part.line, x: part.x, isHighlighted: part.isHighlighted,
                    tint: part.isTitle ? frame.theme.title : .default),
                y: part.y)
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
            for piece in helpPieces(of: frame, help: help) { paints[y].append(piece) }
        }
        // A box over everything: the rows it crosses are not highlighted.
        for part in frame.overlay where part.y >= 0 && part.y < height {
            paints[part.y].isHighlighted = false
            add(RowPaint.Piece(line: part.line, x: part.x, limit: part.line.width), y: part.y)
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
                            limit: content.accessoryWidth, tint: frame.theme.accessory))
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
    private static func helpPieces(of frame: Frame, help: HelpText) -> [RowPaint.Piece] {
        let dim = Style(attributes: .dim)
        let width = frame.layout.size.width
        let positionWidth = DisplayWidth.of(frame.position)
        var pieces = [
            RowPaint.Piece(
                line: Line(spans: [Span(text: help.text, style: dim, width: help.width)]),
                x: ScreenLayout.margin,
                limit: help.room)
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
