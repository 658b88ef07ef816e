/// A menu's box (a `Menu`'s or a `.contextMenu`'s), laid out centred on the screen as a menu
/// picker's box of choices is:
///
/// ```
///  ┌──────────────────┐
///  │ Sort › Direction │   ← the titles of the menus open, bold
///  │ ▤ By Title       │   ← a button: its icon and title
///  │ ──────────────── │   ← a divider, dim
///  │ Order            │   ← a section's header, dim
///  │ More           › │   ← a nested menu
///  │ Delete All       │   ← a destructive button, red and bold
///  └──────────────────┘
/// ```
/// Items are left-aligned, each as wide as the box; disabled ones are dim. The chosen item is
/// drawn as the focus bar draws a focused row, as a line of its own over the box's. A level
/// taller than the room shows the items around the chosen one.
@MainActor
struct MenuBox {
    /// The box's lines, placed, the chosen item last, highlighted.
    let lines: [PlacedLine]
    /// Each item of the level shown as it is placed, by index; `nil` for one not shown.
    let items: [PlacedLine?]

    /// Lays out a box.
    /// - Parameters:
    ///   - title: The menu's title, if it shows one.
    ///   - place: The level open and its chosen item.
    ///   - size: The terminal's size.
    ///   - unicode: Whether the terminal shows UTF-8.
    ///   - availableHeight: The lines the box may take, from the top of the screen.
    init(title: String?, place: MenuItem.Place, size: Size, unicode: Bool, availableHeight: Int) {
        let layout = LineLayout(unicode: unicode)
        let ellipsis = Glyphs.ellipsis.text(unicode: unicode)
        let widest = max(1, size.width - 2 * ScreenLayout.margin - 4)
        let indicator = Glyphs.submenuIndicator.text(unicode: unicode)

        let labels = place.items.map { item -> Line in
            switch item.kind {
            case .divider:
                return Line()
            case .header:
                return layout.line(item.label, width: widest, style: Style(attributes: .dim))
                    .trimmingTrailingSpaces()
            case .button, .submenu:
                var style = Style.plain
                if item.role == .destructive { style = Style(attributes: .bold, foreground: .red) }
                if item.isDisabled { style = Style(attributes: .dim) }
                return layout.line(item.label, width: widest, style: style).trimmingTrailingSpaces()
            }
        }
        let titles =
            (title.map { [$0] } ?? [])
            + place.opened.map { item in
                if case .submenu(let title?, _) = item.kind { return title }
                return layout.line(item.label, width: widest, style: .plain).text.trimmed(of: " ")
            }
        let titleLine = Self.titleLine(titles.filter { !$0.isEmpty }, width: widest, unicode: unicode)
        let natural =
            ([12, titleLine?.width ?? 0]
            + zip(place.items, labels).map { item, label in
                label.width + (item.submenuItems == nil ? 0 : 2)
            }).max() ?? 12
        let inner = min(widest, natural)

        let itemLines = zip(place.items, labels).map { item, label -> Line in
            switch item.kind {
            case .divider:
                let rule = String(repeating: Glyphs.horizontalRule.text(unicode: unicode), count: inner)
                return Line(spans: [Span(text: rule, style: Style(attributes: .dim), width: inner)])
            case .submenu:
                let cut = label.truncated(to: max(0, inner - 2), ellipsis: ellipsis)
                var line = cut
                line.append(Line.padding(inner - 1 - cut.width))
                let style = item.isDisabled ? Style(attributes: .dim) : .plain
                line.append(Span(text: indicator, style: style, width: 1))
                return line
            case .button, .header:
                let cut = label.truncated(to: inner, ellipsis: ellipsis)
                var line = cut
                line.append(Line.padding(inner - cut.width))
                return line
            }
        }
        // A level taller than the room shows a window of its items around the chosen one.
        let head = titleLine.map { [$0] } ?? []
        let room = max(1, availableHeight - 2 - head.count)
        var first = 0
        if itemLines.count > room, let chosen = place.chosen {
            first = min(max(0, chosen - room / 2), itemLines.count - room)
        }
        let shown = first..<min(itemLines.count, first + room)
        let body = head + itemLines[shown]
        let box = BoxFrame.placed(
            body, inner: inner, size: size, unicode: unicode, availableHeight: availableHeight)
        let placed = place.items.indices.map { index -> PlacedLine? in
            guard shown.contains(index) else { return nil }
            let at = 1 + head.count + index - first
            guard box.indices.contains(at) else { return nil }
            return PlacedLine(line: itemLines[index], x: box[at].x + 2, y: box[at].y)
        }
        items = placed
        var chosen = place.chosen.flatMap { placed.indices.contains($0) ? placed[$0] : nil }
        chosen?.isHighlighted = true
        lines = box + (chosen.map { [$0] } ?? [])
    }

    /// The titles of the menus open, joined by `›` (`>` in ASCII), bold; the outer ones give way
    /// to `…` when they do not fit.
    private static func titleLine(_ titles: [String], width: Int, unicode: Bool) -> Line? {
        guard !titles.isEmpty else { return nil }
        let separator = " " + Glyphs.submenuIndicator.text(unicode: unicode) + " "
        let ellipsis = Glyphs.ellipsis.text(unicode: unicode)
        var shown = titles
        var text = shown.joined(separator: separator)
        while DisplayWidth.of(text) > width, shown.count > 1 {
            shown.removeFirst()
            text = ellipsis + separator + shown.joined(separator: separator)
        }
        let line = Line(spans: [
            Span(text: text, style: Style(attributes: .bold), width: DisplayWidth.of(text))
        ])
        return line.truncated(to: width, ellipsis: ellipsis)
    }

    /// The item a click on a screen cell falls on, if any.
    /// - Parameters:
    ///   - line: The screen line clicked.
    ///   - column: The column clicked.
    /// - Returns: The item's index.
    func item(atLine line: Int, column: Int) -> Int? {
        items.firstIndex { placed in
            guard let placed else { return false }
            return placed.y == line && column >= placed.x && column < placed.x + placed.line.width
        }
    }

    /// Whether a screen cell is inside the box, border and all.
    func contains(line: Int, column: Int) -> Bool {
        lines.contains { $0.y == line && column >= $0.x && column < $0.x + $0.line.width }
    }
}
