/// Draws a frame into a canvas: back label and title, fixed content, rows with their
/// accessories (the focused one highlighted), and the help line.
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
        drawNavigationBar(frame, ellipsis: ellipsis, into: &canvas)
        for (line, y) in zip(frame.header, layout.header) {
            draw(line, y: y, layout: layout, into: &canvas)
        }
        drawRows(frame, ellipsis: ellipsis, into: &canvas)
        for (line, y) in zip(frame.footer, layout.footer) {
            draw(line, y: y, layout: layout, into: &canvas)
        }
        if let y = layout.helpLine {
            drawHelp(frame, y: y, into: &canvas)
        }
        return canvas
    }

    /// Draws the back label and the title.
    private func drawNavigationBar(_ frame: Frame, ellipsis: String, into canvas: inout Canvas) {
        let layout = frame.layout
        var backLabelEnd = 0
        if let y = layout.backLabelLine, let backLabel = frame.backLabel {
            let label = backLabel.truncated(to: layout.backLabelWidth, ellipsis: ellipsis)
            draw(label, y: y, layout: layout, into: &canvas)
            backLabelEnd = ScreenLayout.margin + label.width
        }
        guard let y = layout.titleLine, let title = frame.title else { return }
        guard layout.isTitleInline else {
            draw(title, y: y, layout: layout, into: &canvas)
            return
        }
        // Centred on the line, clear of the back label by one column.
        let start = backLabelEnd > 0 ? backLabelEnd + 2 : ScreenLayout.margin
        let room = max(0, layout.contentWidth - (backLabelEnd > 0 ? backLabelEnd + 1 : 0))
        let fitted = title.truncated(to: room, ellipsis: ellipsis)
        let centred = (canvas.width - fitted.width) / 2
        let x = max(start, min(centred, canvas.width - ScreenLayout.margin - fitted.width))
        canvas.draw(fitted, x: x, y: y)
    }

    /// Draws the rows of the window, from the top of the rows' region.
    private func drawRows(_ frame: Frame, ellipsis: String, into canvas: inout Canvas) {
        let layout = frame.layout
        var y = layout.rows.lowerBound
        for row in frame.rows {
            let content = row.content
            for (lineIndex, line) in content.lines.enumerated() where y < layout.rows.upperBound {
                var room = layout.contentWidth
                if lineIndex == 0, content.accessoryWidth > 0 {
                    room = layout.labelWidth(besideAccessoryOf: content.accessoryWidth)
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
