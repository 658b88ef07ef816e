/// An alert or a confirmation dialog laid out as a box centred on the screen:
///
/// ```
///  ┌───────────────────────────┐
///  │      Delete "Milk"?       │   ← title, bold
///  │  This cannot be undone.   │   ← message, wrapped
///  │                           │
///  │   [ Cancel ]  [ Delete ]  │   ← an alert's buttons side by side
///  └───────────────────────────┘
/// ```
/// A dialog's buttons (and an alert's, when there are more than two or they do not fit) go one
/// under another, each as wide as the box. The box is as narrow as its content allows and never
/// wider than the screen's margins; a message that does not fit the height is cut.
///
/// The chosen button is the dialog's focus: it is drawn as the focus bar draws a focused row
/// (see ``FocusBar``), as a line of its own over the box's, highlighted.
@MainActor
struct AlertBox {
    /// The box's lines, placed, the chosen button last, highlighted.
    let lines: [PlacedLine]
    /// Each button as it is placed, not highlighted, in order: where a click chooses it.
    let buttons: [PlacedLine]
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
        let bracketed = labels.map { label -> Line in
            var button = Line(spans: [Span(text: "[ ", style: .plain, width: 2)])
            button.append(label)
            button.append(Span(text: " ]", style: .plain, width: 2))
            return button
        }
        let rowWidth = bracketed.reduce(0) { $0 + $1.width } + 2 * max(0, bracketed.count - 1)
        let sideBySide = alert.style == .alert && bracketed.count <= 2
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
        // Each button's line in the body, and its column there.
        var buttonLines: [Line] = []
        var buttonPlaces: [(line: Int, x: Int, button: Line)] = []
        if isVertical {
            for (index, label) in labels.enumerated() {
                let line = centred(label)
                buttonLines.append(line)
                buttonPlaces.append((index, 0, line))
            }
        } else {
            var row = Line()
            var x = 0
            for (index, button) in bracketed.enumerated() {
                if index > 0 {
                    row.append(Line.padding(2))
                    x += 2
                }
                row.append(button)
                buttonPlaces.append((0, x, button))
                x += button.width
            }
            let line = centred(row)
            let left = max(0, (inner - row.width) / 2)
            buttonPlaces = buttonPlaces.map { ($0.line, $0.x + left, $0.button) }
            buttonLines = [line]
        }
        let message =
            alert.message.map {
                // A message of several lines is centred line by line, as SwiftUI's alerts are.
                layout.lines(
                    .modified($0, .textAlignment(.center)), width: inner, wrap: true, style: messageStyle)
            } ?? []
        // The title and message give way to the buttons when the screen is short.
        let room = max(0, availableHeight - 3 - buttonLines.count)
        var text = (titleLines.flatMap { layout.wrapped($0, width: inner) } + message).map(centred)
        if text.count > room { text = Array(text.prefix(room)) }

        let body = text + (text.isEmpty ? [] : [centred(Line())]) + buttonLines
        let box = BoxFrame.placed(
            body, inner: inner, size: size, unicode: unicode, availableHeight: availableHeight)
        // The body's first line is the box's second; a body line starts two columns in.
        let firstButtonLine = 1 + body.count - buttonLines.count
        buttons = buttonPlaces.compactMap { place -> PlacedLine? in
            let index = firstButtonLine + place.line
            guard box.indices.contains(index) else { return nil }
            let button = place.button.truncated(to: max(0, inner - place.x), ellipsis: ellipsis)
            return PlacedLine(line: button, x: box[index].x + 2 + place.x, y: box[index].y)
        }
        var chosen = buttons.indices.contains(choice) ? buttons[choice] : nil
        chosen?.isHighlighted = true
        lines = box + (chosen.map { [$0] } ?? [])
    }

    /// The button a click on a screen cell falls on, if any.
    /// - Parameters:
    ///   - line: The screen line clicked.
    ///   - column: The column clicked.
    /// - Returns: The button's index.
    func button(atLine line: Int, column: Int) -> Int? {
        buttons.firstIndex { $0.y == line && column >= $0.x && column < $0.x + $0.line.width }
    }
}
