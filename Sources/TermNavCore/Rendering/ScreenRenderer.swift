/// Draws a frame into a canvas: the navigation bar (back label or breadcrumb, title, toolbar
/// items), fixed content, rows with their accessories (the focused one highlighted), and the
/// help line.
///
/// Rendering is a pure function of the ``Frame`` the engine made: it resolves nothing, changes
/// no state, and places every part where the frame's ``ScreenLayout`` says.
struct ScreenRenderer {
    /// Draws a frame.
    /// - Parameter frame: The frame.
    /// - Returns: The canvas.
    func render(_ frame: Frame) -> Canvas {
        let layout = frame.layout
        var canvas = Canvas(width: layout.size.width, height: layout.size.height)
        guard canvas.width > 0, canvas.height > 0 else { return canvas }
        let ellipsis = Glyphs.ellipsis.text(unicode: frame.unicode)
        let highlight = Style(attributes: .reverse)
        for part in frame.bar {
            canvas.draw(part.isHighlighted ? part.line.styled(highlight) : part.line, x: part.x, y: part.y)
        }
        for (fixed, y) in zip(frame.header, layout.header) {
            draw(fixed, y: y, layout: layout, into: &canvas)
        }
        drawRows(frame, ellipsis: ellipsis, into: &canvas)
        for (fixed, y) in zip(frame.footer, layout.footer) {
            draw(fixed, y: y, layout: layout, into: &canvas)
        }
        if let y = layout.helpLine {
            drawHelp(frame, y: y, into: &canvas)
        }
        return canvas
    }

    /// Draws a line of fixed content, highlighted when its view has the focus.
    private func draw(_ fixed: Frame.FixedLine, y: Int, layout: ScreenLayout, into canvas: inout Canvas) {
        draw(fixed.line, y: y, layout: layout, into: &canvas)
        if fixed.isFocused {
            canvas.overlay(row: y, with: Style(attributes: .reverse))
        }
    }

    /// Draws the rows of the window, from the top of the rows' region.
    private func drawRows(_ frame: Frame, ellipsis: String, into canvas: inout Canvas) {
        let layout = frame.layout
        var y = layout.rows.lowerBound
        for row in frame.rows {
            let content = row.content
            // A row with an accessory keeps its column clear on every line: the accessory sits on
            // the first line, its label's lines stop short of it.
            let room = layout.labelWidth(besideAccessoryOf: content.accessoryWidth)
            for (lineIndex, line) in content.lines.enumerated() where y < layout.rows.upperBound {
                if lineIndex == 0, content.accessoryWidth > 0 {
                    canvas.draw(
                        content.accessory, x: layout.accessoryColumn(width: content.accessoryWidth), y: y,
                        limit: content.accessoryWidth)
                }
                draw(line.truncated(to: room, ellipsis: ellipsis), y: y, layout: layout, into: &canvas)
                if row.isFocused {
                    canvas.overlay(row: y, with: Style(attributes: .reverse))
                }
                y += 1
            }
        }
    }

    /// Draws the help items that fit, whole, and the position at the right.
    private func drawHelp(_ frame: Frame, y: Int, into canvas: inout Canvas) {
        let dim = Style(attributes: .dim)
        let positionWidth = DisplayWidth.of(frame.position)
        let room = max(0, frame.layout.contentWidth - (positionWidth > 0 ? positionWidth + 2 : 0))
        var help = ""
        for item in frame.helpItems {
            let candidate = help.isEmpty ? item : help + "  " + item
            guard DisplayWidth.of(candidate) <= room else { break }
            help = candidate
        }
        canvas.draw(help, x: ScreenLayout.margin, y: y, style: dim, limit: room)
        if positionWidth > 0, positionWidth + 2 * ScreenLayout.margin <= canvas.width {
            canvas.draw(
                frame.position, x: canvas.width - ScreenLayout.margin - positionWidth, y: y, style: dim)
        }
    }

    /// Draws a line from the left margin, clipped at the right margin.
    private func draw(_ line: Line, y: Int, layout: ScreenLayout, into canvas: inout Canvas) {
        canvas.draw(line, x: ScreenLayout.margin, y: y, limit: layout.contentWidth)
    }
}
