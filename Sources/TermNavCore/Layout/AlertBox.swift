/// An alert or a confirmation dialog laid out as a box centred on the screen:
///
/// ```
///  ┌───────────────────────────┐
///  │      Delete "Milk"?       │   ← title, bold
///  │  This cannot be undone.   │   ← message, wrapped
///  │                           │
///  │   [ Cancel ]  [ Delete ]  │   ← an alert's buttons side by side, the chosen one reversed
///  └───────────────────────────┘
/// ```
/// A dialog's buttons (and an alert's, when there are more than two or they do not fit) go one
/// under another, each as wide as the box. The box is as narrow as its content allows and never
/// wider than the screen's margins; a message that does not fit the height is cut.
@MainActor
struct AlertBox {
    /// The box's lines, placed.
    let lines: [PlacedLine]
    /// Whether the buttons are one under another.
    let isVertical: Bool

    /// Lays out a box.
    /// - Parameters:
    ///   - alert: The alert, resolved.
    ///   - choice: The chosen button's index.
    ///   - size: The terminal's size.
    ///   - unicode: Whether the terminal shows UTF-8.
    ///   - availableHeight: The lines the box may take, from the top of the screen.
    init(alert: AlertEntry, choice: Int, size: Size, unicode: Bool, availableHeight: Int) {
        let layout = LineLayout(unicode: unicode)
        let ellipsis = Glyphs.ellipsis.text(unicode: unicode)
        let widest = max(1, size.width - 2 * ScreenLayout.margin - 4)
        let titleStyle = Style(attributes: alert.style == .alert ? .bold : .dim)
        let titleLines =
            alert.title.map { layout.textLines([TextRun(string: $0, style: titleStyle)], style: .plain) }
            ?? []
        let messageStyle = Style(attributes: alert.style == .alert ? [] : .dim)
        let naturalMessage =
            alert.message.map { layout.lines($0, width: widest, wrap: false, style: messageStyle) } ?? []
        let messageWidth = naturalMessage.map { $0.trimmingTrailingSpaces().width }.max() ?? 0
        let labels = alert.choices.map { choice -> Line in
            let style = choice.role == .destructive ? Style(foreground: .red) : .plain
            return layout.line(choice.label, width: widest, style: style).trimmingTrailingSpaces()
        }
        let buttons = labels.map { label -> Line in
            var button = Line(spans: [Span(text: "[ ", style: .plain, width: 2)])
            button.append(label)
            button.append(Span(text: " ]", style: .plain, width: 2))
            return button
        }
        let rowWidth = buttons.reduce(0) { $0 + $1.width } + 2 * max(0, buttons.count - 1)
        let sideBySide = alert.style == .alert && buttons.count <= 2
        let buttonsWidth = sideBySide ? rowWidth : (labels.map(\.width).max() ?? 0) + 2
        let natural = ([20, buttonsWidth, messageWidth] + titleLines.map(\.width)).max() ?? 20
        let inner = min(widest, natural)
        isVertical = !sideBySide || rowWidth > inner

        func centred(_ line: Line) -> Line {
            let cut = line.truncated(to: inner, ellipsis: ellipsis)
            let left = (inner - cut.width) / 2
            var result = Line(spans: [Line.padding(left)])
            result.append(cut)
            result.append(Line.padding(inner - left - cut.width))
            return result
        }
        let reverse = Style(attributes: .reverse)
        var buttonLines: [Line] = []
        if isVertical {
            for (index, label) in labels.enumerated() {
                let line = centred(label)
                buttonLines.append(index == choice ? line.styled(reverse) : line)
            }
        } else {
            var row = Line()
            for (index, button) in buttons.enumerated() {
                if index > 0 { row.append(Line.padding(2)) }
                row.append(index == choice ? button.styled(reverse) : button)
            }
            buttonLines = [centred(row)]
        }
        let message =
            alert.message.map { layout.lines($0, width: inner, wrap: true, style: messageStyle) } ?? []
        // The title and message give way to the buttons when the screen is short.
        let room = max(0, availableHeight - 3 - buttonLines.count)
        var text = (titleLines.flatMap { layout.wrapped($0, width: inner) } + message).map(centred)
        if text.count > room { text = Array(text.prefix(room)) }

        let body = text + (text.isEmpty ? [] : [centred(Line())]) + buttonLines
        lines = BoxFrame.placed(
            body, inner: inner, size: size, unicode: unicode, availableHeight: availableHeight)
    }
}
