/// Draws the top screen into a canvas: navigation bar, title, rows with accessories, the
/// focused row highlighted, and the help footer.
///
/// Layout of a screen (margins of one column on each side):
/// ```
///  ‹ Books list          The Alchemist        ← pushed screens: back indicator, inline title
///  Books list                                 ← large title (root screen by default)
///                                             ← one blank line
///  Harry Potter and the Chamber of Secrets  › ← rows; the focused one in reverse video
///  …
///  ↑↓ move  Enter open  Esc back  q quit  2/103 ← help footer (from the key map)
/// ```
struct ScreenRenderer {
    let unicode: Bool
    let keyMap: KeyMap

    private var layout: LineLayout { LineLayout(unicode: unicode) }

    /// Draws a resolved screen, first moving its scroll so the focused row is on screen.
    /// - Parameters:
    ///   - screen: The screen, resolved for this frame.
    ///   - state: The screen's focus and scroll, adjusted here.
    ///   - below: The screen below (for the back indicator), or `nil` at the root.
    ///   - size: The canvas size.
    func render(_ screen: ResolvedScreen, state: inout ScreenState, below: ScreenEntry?, size: Size) -> Canvas
    {
        var canvas = Canvas(width: size.width, height: size.height)
        let width = canvas.width
        let height = canvas.height
        guard width > 0, height > 0 else { return canvas }
        let inner = max(0, width - 2)
        let showHelp = height >= 6
        var bottom = showHelp ? height - 1 : height
        var y = drawNavigationBar(screen, below: below, into: &canvas)
        if y > 0, height >= 8 { y += 1 }

        for part in screen.header where y < bottom {
            for line in layout.lines(part, width: inner, wrap: true) where y < bottom {
                draw(line, y: y, into: &canvas)
                y += 1
            }
        }
        let footerLines = screen.footer.flatMap { layout.lines($0, width: inner, wrap: true) }
        let footerCount = min(footerLines.count, max(0, bottom - y - 1))
        bottom -= footerCount
        for (index, line) in footerLines.prefix(footerCount).enumerated() {
            draw(line, y: bottom + index, into: &canvas)
        }

        let rows = RowLines(rows: screen.rows, layout: layout, width: width)
        let regionHeight = max(0, bottom - y)
        state.regionHeight = max(1, regionHeight)
        Scroller(rows: screen.rows, height: regionHeight, rowHeight: rows.height(of:)).settle(&state)
        state.drawnRows = drawRows(rows, state: state, from: y, to: bottom, into: &canvas)
        if showHelp {
            drawHelp(screen, state: state, isRoot: below == nil, into: &canvas)
        }
        return canvas
    }

    /// Draws the back indicator and the title; returns the first free line.
    private func drawNavigationBar(_ screen: ResolvedScreen, below: ScreenEntry?, into canvas: inout Canvas)
        -> Int
    {
        let width = canvas.width
        let isRoot = below == nil
        var mode = screen.titleDisplayMode
        if mode == .automatic { mode = isRoot ? .large : .inline }
        let title = screen.title.map {
            layout.textLine([TextRun(string: $0, style: Style(attributes: .bold))], style: .plain)
        }
        var y = 0
        guard canvas.height >= 3 else { return 0 }
        var backEnd = 0
        if let below {
            let label =
                Glyphs.back.text(unicode: unicode) + " "
                + VisibleText.make(below.title ?? "Back", unicode: unicode)
            let line = Line(spans: [
                Span(text: label, style: Style(attributes: .dim), width: DisplayWidth.of(label))
            ])
            let maxWidth = max(0, (width - 2) / 2 - 1)
            let truncated = line.truncated(to: maxWidth, ellipsis: Glyphs.ellipsis.text(unicode: unicode))
            draw(truncated, y: 0, into: &canvas)
            backEnd = 1 + truncated.width
            y = 1
        }
        guard let title else { return y }
        if mode == .inline {
            let room = max(0, width - 2 - (backEnd > 0 ? backEnd + 1 : 0))
            let fitted = title.truncated(to: room, ellipsis: Glyphs.ellipsis.text(unicode: unicode))
            let centered = (width - fitted.width) / 2
            let x = max(backEnd > 0 ? backEnd + 2 : 1, min(centered, width - 1 - fitted.width))
            canvas.draw(fitted, x: x, y: 0)
            return 1
        }
        if y > 0, canvas.height < 8 { return y }
        draw(title, y: y, into: &canvas)
        return y + 1
    }

    private func drawRows(
        _ rows: RowLines, state: ScreenState, from top: Int, to bottom: Int, into canvas: inout Canvas
    ) -> Range<Int> {
        let ellipsis = Glyphs.ellipsis.text(unicode: unicode)
        var y = top
        var index = state.top
        while y < bottom, index < rows.source.count {
            let row = rows.row(index)
            let accessory = row.accessory.glyph?.text(unicode: unicode) ?? ""
            let accessoryWidth = DisplayWidth.of(accessory)
            for (lineIndex, line) in row.lines.enumerated() where y < bottom {
                var room = canvas.width - 2
                if lineIndex == 0, accessoryWidth > 0 {
                    room -= accessoryWidth + 1
                    canvas.draw(accessory, x: canvas.width - 1 - accessoryWidth, y: y, limit: accessoryWidth)
                }
                draw(line.truncated(to: max(0, room), ellipsis: ellipsis), y: y, into: &canvas)
                if index == state.focus {
                    canvas.overlay(row: y, with: Style(attributes: .reverse))
                }
                y += 1
            }
            index += 1
        }
        return state.top..<max(state.top, index)
    }

    private func drawHelp(
        _ screen: ResolvedScreen, state: ScreenState, isRoot: Bool, into canvas: inout Canvas
    ) {
        let y = canvas.height - 1
        let dim = Style(attributes: .dim)
        var position = ""
        if screen.rows.isList, screen.rows.count > 0 {
            position = "\(state.focus + 1)/\(screen.rows.count)"
        }
        let positionWidth = DisplayWidth.of(position)
        let room = max(0, canvas.width - 2 - (positionWidth > 0 ? positionWidth + 2 : 0))
        // Whole items only: as many as fit.
        var help = ""
        let rows = screen.rows
        let everythingShown = state.top == 0 && state.drawnRows.upperBound >= rows.count
        let canMove =
            !everythingShown
            || (state.focus >= 0
                && (rows.isList ? rows.count > 1 : (0..<rows.count).filter(rows.isFocusable).count > 1))
        let available: (Command) -> Bool = { command in
            switch command {
            case .moveUp, .moveDown, .pageUp, .pageDown, .moveToTop, .moveToBottom:
                return canMove
            case .activate, .accessory:
                return state.focus >= 0 && rows.count > 0
            case .back:
                return !isRoot
            case .quit, .redraw:
                return true
            }
        }
        for item in keyMap.helpItems(unicode: unicode, isAvailable: available) {
            let candidate = help.isEmpty ? item : help + "  " + item
            guard DisplayWidth.of(candidate) <= room else { break }
            help = candidate
        }
        canvas.draw(help, x: 1, y: y, style: dim, limit: room)
        if positionWidth > 0, positionWidth + 2 <= canvas.width {
            canvas.draw(position, x: canvas.width - 1 - positionWidth, y: y, style: dim)
        }
    }

    /// Draws a line from the left margin, clipped before the right margin.
    private func draw(_ line: Line, y: Int, into canvas: inout Canvas) {
        canvas.draw(line, x: 1, y: y, limit: max(0, canvas.width - 2))
    }
}

extension Canvas {
    /// Draws a laid-out line from a column; returns the columns drawn.
    @discardableResult
    mutating func draw(_ line: Line, x: Int, y: Int, limit: Int? = nil) -> Int {
        var column = x
        let end = x + (limit ?? width)
        for span in line.spans where column < end {
            column += draw(span.text, x: column, y: y, style: span.style, limit: end - column)
        }
        return column - x
    }
}

/// The rows of a screen laid out as lines, each row built and laid out once per frame.
final class RowLines {
    /// One row, laid out.
    struct Row {
        var lines: [Line]
        var accessory: RowAccessory
    }

    let source: RowSource
    let layout: LineLayout
    let width: Int
    private var cache: [Int: Row] = [:]

    init(rows: RowSource, layout: LineLayout, width: Int) {
        self.source = rows
        self.layout = layout
        self.width = width
    }

    /// Row `index`: list rows are at least one line and never wrap; other content wraps.
    func row(_ index: Int) -> Row {
        if let row = cache[index] { return row }
        let node = source.node(at: index)
        let behavior = RowBehavior(node)
        let lines: [Line]
        if source.isList {
            // A list row is one line; spacers stretch up to the accessory.
            let accessoryWidth = DisplayWidth.of(
                behavior.accessory.glyph?.text(unicode: layout.unicode) ?? "")
            let room = max(0, width - 2 - (accessoryWidth > 0 ? accessoryWidth + 1 : 0))
            lines = [layout.line(node, width: room)]
        } else {
            lines = layout.lines(node, width: max(0, width - 2), wrap: true)
        }
        let row = Row(lines: lines, accessory: behavior.accessory)
        cache[index] = row
        return row
    }

    func height(of index: Int) -> Int {
        row(index).lines.count
    }
}
