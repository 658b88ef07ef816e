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
///
/// While a frame shows the very rows the frame before did (the engine hands the same laid-out
/// rows, see ``WindowRows``, told by their generations), only the lines of the rows whose focus
/// changed are painted, with those around the rows' region: a key that moves the focus reads two
/// rows, however many show. When the list scrolled, each row drawn before (the same laid-out row,
/// with its focus as it was) is moved to its new line with its paint, and only the rows that came
/// in, or whose focus changed, are painted.
final class ScreenRenderer {
    /// A canvas and what each of its rows shows.
    private struct Drawing {
        /// The canvas.
        var canvas: Canvas
        /// What each row of `canvas` shows.
        var painted: [RowPaint]
    }

    /// The rows drawn in the rows' region last, and what they were drawn with.
    private struct ShownRows {
        /// The rows.
        let rows: [LaidOutRow]
        /// The one with the focus, if any.
        let focusedRow: Int?
        /// The columns of its focused cell, for a lazy grid's line.
        let focusedCell: Frame.FocusedCell?
        /// The index among the screen's rows of the first.
        let firstRow: Int
        /// The line each row starts on.
        let starts: [Int]
        /// The layout they were drawn in.
        let layout: ScreenLayout
        /// The colours they were drawn in.
        let theme: TerminalTheme
        /// Whether they were drawn for a UTF-8 terminal (their ellipses).
        let unicode: Bool
        /// The colours behind the screen they were drawn on.
        let backdrop: [LineBackdrop]?

        /// Whether a frame draws rows as these were drawn: in the same layout and colours.
        func drawsLike(_ frame: Frame) -> Bool {
            layout == frame.layout && theme == frame.theme && unicode == frame.unicode
                && backdrop == frame.backdrop
        }

        /// Whether a frame shows the very same rows: each of its rows is the one here at the same
        /// index, by their generations.
        func hasSameRows(as frame: Frame) -> Bool {
            guard rows.count == frame.rows.count else { return false }
            for index in rows.indices where !rows[index].isSameRow(as: frame.rows[index]) { return false }
            return true
        }

        /// How a frame's rows are drawn from these: the line each starts on, the lines of these
        /// that show one of them with its focus as it was (`from`, and the frame's line `to`), and
        /// the rows to paint. A row is taken only when it is the very row shown before (a list
        /// scrolled shows most of its rows again), and all of its lines shown now were shown.
        /// - Parameters:
        ///   - frame: The frame.
        ///   - moves: Where the moves go, emptied first.
        ///   - toPaint: Where the rows to paint go, emptied first.
        /// - Returns: The line each of the frame's rows starts on.
        func rows(for frame: Frame, moves: inout [(from: Int, to: Int)], toPaint: inout [Int]) -> [Int] {
            let end = layout.rows.upperBound
            // The row shown before at index `index + shift` is the frame's row `index`.
            let shift = frame.firstRow - firstRow
            var starts: [Int] = []
            starts.reserveCapacity(frame.rows.count)
            moves.removeAll(keepingCapacity: true)
            moves.reserveCapacity(end - layout.rows.lowerBound)
            toPaint.removeAll(keepingCapacity: true)
            var y = layout.rows.lowerBound
            for (index, row) in frame.rows.enumerated() {
                starts.append(y)
                let old = index + shift
                let shownLines = max(0, min(row.height, end - y))
                if rows.indices.contains(old), (old == focusedRow) == (index == frame.focusedRow),
                    index != frame.focusedRow || focusedCell == frame.focusedCell,
                    self.starts[old] + shownLines <= end, rows[old].isSameRow(as: row)
                {
                    for offset in 0..<shownLines { moves.append((self.starts[old] + offset, y + offset)) }
                } else {
                    toPaint.append(index)
                }
                y += row.height
            }
            return starts
        }

        /// The lines of a row, within the rows' region.
        func lines(of row: Int) -> Range<Int> {
            guard starts.indices.contains(row) else { return 0..<0 }
            let end = row + 1 < starts.count ? starts[row + 1] : layout.rows.upperBound
            return starts[row]..<max(starts[row], min(end, layout.rows.upperBound))
        }
    }

    /// The most screens below the top one whose last canvas is kept.
    static let screensKept = 4
    /// The most rows a frame changes that are drawn without looking for them among the rows
    /// before: drawing so few costs less than comparing each with every row.
    static let rowsDrawnWithoutLooking = 3

    /// How many colours the terminal shows, 0 when none: the focus is drawn in the theme's colour
    /// as the terminal can show it, in reverse video without colours (see ``FocusBar``).
    let colorCount: Int
    /// The canvas drawn last, and its paints.
    private var drawing = Drawing(canvas: Canvas(width: 0, height: 0), painted: [])
    /// The screen drawn last.
    private var screen: ScreenID?
    /// The last canvas of screens that were covered, newest last.
    private var covered: [(screen: ScreenID, drawing: Drawing)] = []
    /// The help text drawn last and what it was made from: the help items and the room for them
    /// rarely change from frame to frame, the position beside them does.
    private var help = HelpText(items: [], room: 0)
    /// The rows in the rows' region of the canvas drawn last, while nothing was drawn over them;
    /// `nil` when the region is to be painted afresh.
    private var shownRows: ShownRows?
    /// How many of the window's rows the last frame painted: every row when the rows changed,
    /// only those whose focus moved when they did not.
    private(set) var rowsPaintedLastFrame = 0
    /// The storage a frame's paints are made in, kept from frame to frame: a frame makes the
    /// paints of the lines it does not keep, most frames a few of them.
    private var paintScratch: [RowPaint] = []
    /// The storage of a frame's lists of lines and rows, kept from frame to frame: an array made
    /// afresh costs an allocation and a look-up of its storage's type, every frame.
    private var scratch = Scratch()

    /// A renderer that has drawn nothing yet.
    /// - Parameter colorCount: How many colours the terminal shows, 0 when none; 256 by default.
    init(colorCount: Int = 256) {
        self.colorCount = colorCount
    }

    /// The lists a frame keeps track of its lines and rows in.
    private struct Scratch {
        /// The rows of the window to paint, when not all.
        var toPaint: [Int] = []
        /// The lines of the canvas drawn last that show a row the frame shows, and where.
        var moves: [(from: Int, to: Int)] = []
        /// Whether each line of the canvas shows a row kept.
        var isKept: [Bool] = []
        /// The lines to paint: those not kept.
        var lines: [Int] = []
        /// The lines whose paint changed.
        var changed: [Int] = []
    }

    /// Draws a frame.
    /// - Parameter frame: The frame.
    /// - Returns: The canvas.
    func render(_ frame: Frame) -> Canvas {
        let size = frame.layout.size
        // A covered screen's own last canvas, to draw the frame from instead of the one drawn
        // last, when the frame shows another screen.
        var own: Drawing?
        if frame.screen != screen {
            own = switchScreen(to: frame)
        }
        if drawing.canvas.width != max(0, size.width) || drawing.canvas.height != max(0, size.height) {
            let canvas = Canvas(width: size.width, height: size.height)
            drawing = Drawing(canvas: canvas, painted: Array(repeating: RowPaint(), count: canvas.height))
            shownRows = nil
        }
        guard drawing.canvas.width > 0, drawing.canvas.height > 0 else {
            drawing.canvas.cursor = nil
            return drawing.canvas
        }
        let height = drawing.canvas.height
        if let other = own, other.canvas.width != drawing.canvas.width || other.canvas.height != height {
            own = nil
        }
        if help.items != frame.helpItems || help.room != HelpText.room(for: frame) {
            help = HelpText(items: frame.helpItems, room: HelpText.room(for: frame))
        }
        // Rows the frame before showed too, drawn the same way, are kept as they were drawn: the
        // same rows at the same lines but for the focus (a key that moves it), or moved with a
        // list that scrolled. Only the other rows are painted, with the lines around the rows'
        // region.
        // Taken out of `scratch`, so that each list is changed where it is stored.
        var scratch = self.scratch
        self.scratch = Scratch()
        defer { self.scratch = scratch }
        var rowsToPaint: [Int]?
        var starts: [Int] = []
        scratch.moves.removeAll(keepingCapacity: true)
        scratch.isKept.removeAll(keepingCapacity: true)
        scratch.isKept.append(contentsOf: repeatElement(false, count: height))
        if frame.overlay.isEmpty, let shown = shownRows, shown.drawsLike(frame) {
            scratch.toPaint.removeAll(keepingCapacity: true)
            if shown.hasSameRows(as: frame) {
                starts = shown.starts
                if shown.focusedRow != frame.focusedRow || shown.focusedCell != frame.focusedCell {
                    if let row = shown.focusedRow { scratch.toPaint.append(row) }
                    if let row = frame.focusedRow { scratch.toPaint.append(row) }
                    scratch.toPaint.sort()
                }
                for row in frame.rows.indices where !scratch.toPaint.contains(row) {
                    for y in shown.lines(of: row) where y < height { scratch.isKept[y] = true }
                }
            } else {
                starts = shown.rows(for: frame, moves: &scratch.moves, toPaint: &scratch.toPaint)
                // Moves off the canvas are left out, in place.
                scratch.moves.removeAll { $0.to >= height || $0.from >= height }
                for move in scratch.moves { scratch.isKept[move.to] = true }
            }
            rowsToPaint = scratch.toPaint
        }
        let isKept = scratch.isKept
        scratch.lines.removeAll(keepingCapacity: true)
        for y in 0..<height where !isKept[y] { scratch.lines.append(y) }
        let lines = scratch.lines
        // Taken out of `paintScratch`, so that it is changed where it is stored.
        var paints = paintScratch
        paintScratch = []
        Self.paint(
            frame, lines: lines, isKept: isKept, help: help, rows: rowsToPaint,
            bar: FocusBar(color: frame.theme.focusedRow, colorCount: colorCount), starts: &starts,
            into: &paints)
        rowsPaintedLastFrame = rowsToPaint?.count ?? frame.rows.count
        // A box drawn over the rows leaves them to be painted afresh.
        shownRows =
            frame.overlay.isEmpty
            ? ShownRows(
                rows: frame.rows, focusedRow: frame.focusedRow, focusedCell: frame.focusedCell,
                firstRow: frame.firstRow, starts: starts,
                layout: frame.layout, theme: frame.theme, unicode: frame.unicode, backdrop: frame.backdrop)
            : nil
        // Taken out of `drawing`, so that both are changed where they are stored.
        var canvas = drawing.canvas
        var painted = drawing.painted
        drawing = Drawing(canvas: Canvas(width: 0, height: 0), painted: [])
        Self.apply(scratch.moves, to: &canvas, painted: &painted)
        scratch.changed.removeAll(keepingCapacity: true)
        for y in lines where paints[y] != painted[y] { scratch.changed.append(y) }
        let changed = scratch.changed
        // Rows come from the source (this screen's own last canvas, or the canvas before) where
        // they show the same, at the same row or moved as a scrolled list moves them. A frame of
        // new rows gives up looking after a few rows found nowhere, and a frame that changes a
        // few rows (a key that moves the focus) draws them without looking.
        let looksElsewhere = changed.count > Self.rowsDrawnWithoutLooking
        // The canvas drawn last, as it was, when rows may be found moved in it.
        let before = own == nil && looksElsewhere ? Drawing(canvas: canvas, painted: painted) : nil
        var search = RowSearch()
        for y in changed {
            if let own, own.painted[y] == paints[y] {
                canvas.copyRow(y, of: own.canvas, to: y)
            } else if looksElsewhere, let source = own ?? before,
                let from = search.row(showing: paints[y], in: source.painted, near: y)
            {
                canvas.copyRow(from, of: source.canvas, to: y)
            } else {
                canvas.blankRow(y)
                paints[y].draw(on: y, of: &canvas)
            }
        }
        if rowsToPaint == nil {
            painted = paints
        } else {
            for y in changed { painted[y] = paints[y] }
        }
        canvas.cursorPlace = Self.cursorPlace(for: frame, starts: starts, on: canvas)
        drawing = Drawing(canvas: canvas, painted: painted)
        paintScratch = paints
        return canvas
    }

    /// Moves lines of a canvas, with their paints, each from one line to another.
    ///
    /// Lines a scroll moves all move by as many lines, and are moved in place by swapping each
    /// with the line it goes to: up from the top, down from the bottom, so that no line is
    /// overwritten before it is read, and a line left behind holds one that went out, its paint
    /// with it. Moves by different amounts are read from a copy of the canvas as it was.
    private static func apply(
        _ moves: [(from: Int, to: Int)], to canvas: inout Canvas, painted: inout [RowPaint]
    ) {
        guard let first = moves.first(where: { $0.from != $0.to }) else { return }
        let shift = first.to - first.from
        if moves.allSatisfy({ $0.to - $0.from == shift }) {
            let ordered = shift < 0 ? moves : moves.reversed()
            for move in ordered { canvas.swapRows(move.from, move.to) }
            painted.withUnsafeMutableBufferPointer { paints in
                for move in ordered { paints.swapAt(move.from, move.to) }
            }
        } else {
            let before = Drawing(canvas: canvas, painted: painted)
            for move in moves where move.from != move.to {
                canvas.copyRow(move.from, of: before.canvas, to: move.to)
                painted[move.to] = before.painted[move.from]
            }
        }
    }

    /// Keeps the canvas of the screen drawn last if it is still on the stack, lets go of those
    /// that are not, and returns the canvas to draw the frame's screen from: its own last one if
    /// kept, else `nil`: the canvas on screen.
    private func switchScreen(to frame: Frame) -> Drawing? {
        if let screen, frame.stack.contains(screen) {
            covered.append((screen, drawing))
        }
        let own = covered.last { $0.screen == frame.screen }?.drawing
        covered.removeAll { !frame.stack.contains($0.screen) || $0.screen == frame.screen }
        if covered.count > Self.screensKept { covered.removeFirst(covered.count - Self.screensKept) }
        screen = frame.screen
        return own
    }

    /// What the lines of the canvas that are not kept show for a frame.
    /// - Parameters:
    ///   - frame: The frame.
    ///   - lines: The lines to paint: those not kept, top first.
    ///   - isKept: For each line of the canvas, whether it is kept as it was drawn: its paint is
    ///     left as it is, neither made nor read.
    ///   - help: The help items that fit, made for this frame.
    ///   - rows: The indices of the rows to paint, when not all (the others' lines are kept).
    ///   - bar: How the focus is drawn.
    ///   - starts: The line each of the frame's rows starts on: read when `rows` names some,
    ///     found when it is `nil`.
    ///   - paints: A paint per line of the canvas, top first: those of `lines` are made afresh.
    private static func paint(
        _ frame: Frame, lines: [Int], isKept: [Bool], help: HelpText, rows: [Int]?, bar: FocusBar,
        starts: inout [Int], into paints: inout [RowPaint]
    ) {
        let layout = frame.layout
        let height = isKept.count
        let theme = frame.theme
        // Each paint is made afresh rather than copied from one blank: a paint's copy goes
        // through its optional pieces even when they are empty.
        if paints.count != height {
            paints = []
            paints.reserveCapacity(height)
            for _ in 0..<height {
                paints.append(RowPaint(bar: bar, secondaryColor: theme.secondary))
            }
        } else {
            for y in lines {
                paints[y] = RowPaint(bar: bar, secondaryColor: theme.secondary)
            }
        }
        if let backdrop = frame.backdrop {
            for y in lines where backdrop.indices.contains(y) { paints[y].backdrop = backdrop[y] }
        }
        func add(_ piece: RowPaint.Piece, y: Int) {
            guard y >= 0 && y < height, !isKept[y] else { return }
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
        for (line, y) in fixed where y >= 0 && y < height && !isKept[y] {
            add(RowPaint.Piece(line: line.line, x: ScreenLayout.margin, limit: layout.contentWidth), y: y)
            if line.isFocused { paints[y].isHighlighted = true }
        }
        let ellipsis = Glyphs.ellipsis.text(unicode: frame.unicode)
        if let rows {
            for index in rows where starts.indices.contains(index) && frame.rows.indices.contains(index) {
                addRow(index, of: frame, from: starts[index], ellipsis: ellipsis, isKept: isKept, to: &paints)
            }
        } else {
            starts = []
            starts.reserveCapacity(frame.rows.count)
            var y = layout.rows.lowerBound
            for index in frame.rows.indices {
                starts.append(y)
                y = addRow(index, of: frame, from: y, ellipsis: ellipsis, isKept: isKept, to: &paints)
            }
        }
        if let y = layout.helpLine, y >= 0 && y < height, !isKept[y] {
            for piece in helpPieces(of: frame, help: help) { paints[y].append(piece) }
        }
        // A box over everything: the rows it crosses are not highlighted.
        for part in frame.overlay where part.y >= 0 && part.y < height && !isKept[part.y] {
            paints[part.y].isHighlighted = false
            add(
                RowPaint.Piece(
                    line: part.line, x: part.x, limit: part.line.width, isHighlighted: part.isHighlighted),
                y: part.y)
        }
    }

    /// Adds a row of the window from a line of the rows' region, as far as the region goes, but
    /// to the lines kept.
    /// - Returns: The line after the row's.
    @discardableResult
    private static func addRow(
        _ index: Int, of frame: Frame, from start: Int, ellipsis: String, isKept: [Bool],
        to paints: inout [RowPaint]
    ) -> Int {
        let layout = frame.layout
        let content = frame.rows[index]
        let isFocused = index == frame.focusedRow
        // A row with an accessory keeps its column clear on every line: the accessory sits on
        // the first line, its label's lines stop short of it.
        let room = layout.labelWidth(besideAccessoryOf: content.accessoryWidth)
        var y = start
        for (lineIndex, line) in content.lines.enumerated() where y < layout.rows.upperBound {
            guard y >= 0 && y < paints.count, !isKept[y] else {
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
            if isFocused, let cell = frame.focusedCell {
                // A grid's cell or a carousel's item: the bar over its columns, on its lines.
                let columns = cell.columns
                paints[y].isHighlighted = lineIndex < cell.height
                paints[y].highlightedColumns =
                    (columns.lowerBound + ScreenLayout.margin)..<(columns.upperBound + ScreenLayout.margin)
            } else {
                paints[y].isHighlighted = isFocused
            }
            y += 1
        }
        return y
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
