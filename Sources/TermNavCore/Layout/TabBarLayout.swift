/// Places a tab view's tabs on the tab bar's line: each `icon title badge`, the selected one
/// between brackets and bold (readable without colour), one column apart. When they do not fit,
/// the titles are cut to the same width, then only the icons (and badges) are left. A paged tab
/// view shows a dot per page instead, centred: `● ○ ○` (`* . .` in ASCII).
struct TabBarLayout {
    /// One tab as placed, with the columns a click on it falls in.
    struct PlacedTab: Equatable {
        /// The tab's part of the line.
        var placed: PlacedLine
        /// The tab's place among the tabs.
        var index: Int
    }

    /// The blank columns between two tabs.
    static let gap = 1

    /// Whether the terminal shows UTF-8.
    let unicode: Bool

    /// Places the tabs.
    /// - Parameters:
    ///   - items: The tabs.
    ///   - selected: The shown tab's place.
    ///   - focused: The place of the tab with the focus, while the tab bar has it.
    ///   - isPaged: Whether the tab view shows pages: a dot a page.
    ///   - width: The terminal's width.
    ///   - y: The tab bar's line.
    /// - Returns: The tabs placed, left to right; those that do not fit are left out.
    func place(
        _ items: [TabBarEntry.Item], selected: Int, focused: Int?, isPaged: Bool, width: Int, y: Int
    ) -> [PlacedTab] {
        let room = ScreenLayout.contentWidth(forWidth: width)
        guard room > 0, !items.isEmpty else { return [] }
        let lines: [Line]
        var x = ScreenLayout.margin
        if isPaged {
            lines = items.indices.map { index in
                let glyph = index == selected ? Glyphs.pageSelected : Glyphs.page
                return Self.line(glyph.text(unicode: unicode), bold: index == selected)
            }
            let total = lines.reduce(0) { $0 + $1.width } + Self.gap * (lines.count - 1)
            x += max(0, (room - total) / 2)
        } else {
            lines = fitted(items, selected: selected, room: room)
        }
        var placed: [PlacedTab] = []
        for (index, line) in lines.enumerated() {
            let end = width - ScreenLayout.margin
            guard x < end else { break }
            let cut = line.truncated(to: end - x, ellipsis: Glyphs.ellipsis.text(unicode: unicode))
            let isHighlighted = isPaged ? index == focused : index == (focused ?? selected)
            placed.append(
                PlacedTab(
                    placed: PlacedLine(line: cut, x: x, y: y, isHighlighted: isHighlighted), index: index))
            x += cut.width + Self.gap
        }
        return placed
    }

    /// The tabs' lines, their titles cut to the widest that lets every tab fit, or left out
    /// (icons only) when no width does.
    private func fitted(_ items: [TabBarEntry.Item], selected: Int, room: Int) -> [Line] {
        func lines(titleWidth: Int?) -> [Line] {
            items.enumerated().map { index, item in
                tab(item, isSelected: index == selected, titleWidth: titleWidth)
            }
        }
        func fits(_ lines: [Line]) -> Bool {
            lines.reduce(0) { $0 + $1.width } + Self.gap * (lines.count - 1) <= room
        }
        let full = lines(titleWidth: nil)
        if fits(full) { return full }
        let longest =
            items.map { DisplayWidth.of(VisibleText.oneLine($0.title ?? "", unicode: unicode)) }.max() ?? 0
        var titleWidth = longest - 1
        while titleWidth >= 2 {
            let cut = lines(titleWidth: titleWidth)
            if fits(cut) { return cut }
            titleWidth -= 1
        }
        return lines(titleWidth: 0)
    }

    /// One tab's line: ` icon title badge `, between brackets when selected. A title wider than
    /// `titleWidth` is cut with `…`; at 0, a tab with an icon shows the icon alone.
    private func tab(_ item: TabBarEntry.Item, isSelected: Bool, titleWidth: Int?) -> Line {
        var parts: [String] = []
        let icon = item.glyph?.text(unicode: unicode)
        if let icon { parts.append(icon) }
        let title = VisibleText.oneLine(item.title ?? "", unicode: unicode)
        let ellipsis = Glyphs.ellipsis.text(unicode: unicode)
        switch titleWidth {
        case .none:
            if !title.isEmpty { parts.append(title) }
        case .some(let most) where most > 0 || icon == nil:
            let cut = Self.line(title, bold: false).truncated(to: max(1, most), ellipsis: ellipsis)
            let text = cut.spans.map(\.text).joined()
            if !text.isEmpty { parts.append(text) }
        case .some:
            break
        }
        if let badge = item.badge { parts.append(VisibleText.oneLine(badge, unicode: unicode)) }
        let text = parts.joined(separator: " ")
        return Self.line(isSelected ? "[" + text + "]" : " " + text + " ", bold: isSelected)
    }

    private static func line(_ text: String, bold: Bool) -> Line {
        Line(spans: [
            Span(text: text, style: Style(attributes: bold ? .bold : []), width: DisplayWidth.of(text))
        ])
    }
}
