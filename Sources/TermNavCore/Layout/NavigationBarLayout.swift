/// Places the navigation bar's parts on their lines: the back label or breadcrumb and the
/// leading toolbar items at the left, the trailing items at the right, an inline title (or a
/// principal item) centred between them; a large title on its own line; bottom items on the
/// bottom bar's line.
struct NavigationBarLayout {
    /// What stands at the bar's left, before the leading items.
    enum Back {
        /// Nothing: the root, or the back label hidden.
        case none
        /// `‹ Books list`: the screen below's title.
        case label(String)
        /// The titles of every screen, root first, the top one last.
        case breadcrumb([String])
    }

    /// The blank columns between two parts of the bar.
    static let gap = 2

    let layout: ScreenLayout
    let unicode: Bool

    private var ellipsis: String { Glyphs.ellipsis.text(unicode: unicode) }

    /// Places the bar's parts.
    /// - Parameters:
    ///   - back: What stands at the left.
    ///   - title: The title, bold, or a principal item in its place.
    ///   - leading: The leading items, left to right.
    ///   - trailing: The trailing items, left to right.
    ///   - bottom: The bottom bar's items, left to right.
    ///   - focusedItem: The focused item, counting leading, trailing, then bottom items, then
    ///     the title when it opens a menu.
    ///   - titleOpensMenu: Whether the title opens a menu: it is highlighted while focused.
    /// - Returns: The placed parts.
    func place(
        back: Back, title: Line?, leading: [Line], trailing: [Line], bottom: [Line], focusedItem: Int?,
        titleOpensMenu: Bool = false
    ) -> [PlacedLine] {
        var placed: [PlacedLine] = []
        let width = layout.size.width
        var itemIndex = 0

        // Trailing items, from the right margin leftwards.
        var rightStart = width - ScreenLayout.margin
        var trailingPlaced: [PlacedLine] = []
        if let y = layout.topItemsLine, !trailing.isEmpty {
            for (offset, item) in trailing.enumerated().reversed() {
                let x = rightStart - item.width
                guard x >= ScreenLayout.margin else { break }
                let index = leading.count + offset
                trailingPlaced.insert(
                    PlacedLine(line: item, x: x, y: y, isHighlighted: index == focusedItem), at: 0)
                rightStart = x - Self.gap
            }
        }
        let hasTrailing = !trailingPlaced.isEmpty
        // The bar's left part ends here at the latest.
        let leftLimit = hasTrailing ? rightStart : width - ScreenLayout.margin

        var leftEnd = 0
        if let y = layout.barLine {
            var x = ScreenLayout.margin
            switch back {
            case .none:
                break
            case .label(let below):
                let text =
                    Glyphs.back.text(unicode: unicode) + " " + VisibleText.oneLine(below, unicode: unicode)
                let line = Line(spans: [
                    Span(text: text, style: Style(attributes: .dim), width: DisplayWidth.of(text))
                ])
                // Half the bar when an inline title shares it; all of it otherwise.
                let sharesLine = layout.isTitleInline && title != nil
                let room = max(0, leftLimit - x)
                let cut = line.truncated(
                    to: sharesLine ? min(layout.backLabelWidth, room) : room, ellipsis: ellipsis)
                placed.append(PlacedLine(line: cut, x: x, y: y))
                x += cut.width
                leftEnd = x
            case .breadcrumb(let titles):
                let room = max(0, leftLimit - x - leading.reduce(0) { $0 + $1.width + Self.gap })
                let line = breadcrumb(titles, width: room)
                placed.append(PlacedLine(line: line, x: x, y: y))
                x += line.width
                leftEnd = x
            }
            for item in leading {
                if leftEnd > 0 { x += Self.gap }
                let cut = item.truncated(to: max(0, leftLimit - x), ellipsis: ellipsis)
                guard cut.width > 0 else { break }
                placed.append(PlacedLine(line: cut, x: x, y: y, isHighlighted: itemIndex == focusedItem))
                x += cut.width
                leftEnd = x
                itemIndex += 1
            }
        }
        placed.append(contentsOf: trailingPlaced)

        if let y = layout.titleLine, let title {
            let isTitleFocused =
                titleOpensMenu && focusedItem == leading.count + trailing.count + bottom.count
            if layout.isTitleInline {
                // Centred on the line, clear of the left part by one column and of the trailing
                // items by a gap.
                let end = hasTrailing ? rightStart : width - ScreenLayout.margin
                let room = max(0, end - 1 - (leftEnd > 0 ? leftEnd + 1 : 0))
                let fitted = title.truncated(to: room, ellipsis: ellipsis)
                let centred = (width - fitted.width) / 2
                let x = max(leftEnd > 0 ? leftEnd + 2 : ScreenLayout.margin, min(centred, end - fitted.width))
                placed.append(
                    PlacedLine(line: fitted, x: x, y: y, isHighlighted: isTitleFocused, isTitle: true))
            } else {
                let sharesItemsLine = y == layout.topItemsLine && hasTrailing
                let room = sharesItemsLine ? max(0, rightStart - ScreenLayout.margin) : layout.contentWidth
                placed.append(
                    PlacedLine(
                        line: title.truncated(to: room, ellipsis: ellipsis), x: ScreenLayout.margin, y: y,
                        isHighlighted: isTitleFocused, isTitle: true))
            }
        }

        if let y = layout.bottomBarLine {
            var x = ScreenLayout.margin
            for (offset, item) in bottom.enumerated() {
                let room = width - ScreenLayout.margin - x
                let cut = item.truncated(to: max(0, room), ellipsis: ellipsis)
                guard cut.width > 0 else { break }
                let index = leading.count + trailing.count + offset
                placed.append(PlacedLine(line: cut, x: x, y: y, isHighlighted: index == focusedItem))
                x += cut.width + Self.gap
            }
        }
        return placed
    }

    /// The titles joined by `›`, the top one bold and the others dim, fitted to `width`: titles
    /// after the root give way to `…` from the left until it fits, then the root and the top
    /// title are cut.
    func breadcrumb(_ titles: [String], width: Int) -> Line {
        let separator = " " + Glyphs.disclosure.text(unicode: unicode) + " "
        let parts = titles.map { VisibleText.oneLine($0, unicode: unicode) }
        let dim = Style(attributes: .dim)
        let bold = Style(attributes: .bold)
        func span(_ text: String, _ style: Style) -> Span {
            Span(text: text, style: style, width: DisplayWidth.of(text))
        }
        func line(_ indices: [Int?]) -> Line {
            var line = Line()
            for (position, index) in indices.enumerated() {
                if position > 0 { line.append(span(separator, dim)) }
                if let index {
                    line.append(span(parts[index], index == parts.count - 1 ? bold : dim))
                } else {
                    line.append(span(ellipsis, dim))
                }
            }
            return line
        }
        guard let last = parts.indices.last else { return Line() }
        let full = line(Array(parts.indices))
        if full.width <= width || parts.count < 3 {
            return full.width <= width ? full : fitTwo(first: 0, last: last, build: line, width: width)
        }
        // Drop titles after the root, from the left, standing `…` in for them.
        for dropped in 1...(last - 1) {
            let candidate = line([0, nil] + Array((dropped + 1)...last))
            if candidate.width <= width { return candidate }
        }
        return fitTwo(first: 0, last: last, build: line, width: width)
    }

    /// Which title of a placed breadcrumb a column falls on.
    /// - Parameters:
    ///   - column: The column, on the breadcrumb's line.
    ///   - placed: The breadcrumb, as ``breadcrumb(_:width:)`` made it and the bar placed it.
    ///   - count: How many titles it was made from.
    /// - Returns: The title's index, root first; `nil` for a separator, `…`, or a column beside it.
    func breadcrumbTitle(at column: Int, in placed: PlacedLine, count: Int) -> Int? {
        let separator = " " + Glyphs.disclosure.text(unicode: unicode) + " "
        var x = placed.x
        var elements: [(columns: Range<Int>, isEllipsis: Bool)] = []
        for span in placed.line.spans {
            let columns = x..<(x + span.width)
            x += span.width
            if span.text != separator { elements.append((columns, span.text == ellipsis)) }
        }
        guard let hit = elements.firstIndex(where: { $0.columns.contains(column) }), !elements[hit].isEllipsis
        else { return nil }
        guard let gap = elements.firstIndex(where: \.isEllipsis) else {
            if elements.count == 1 { return count - 1 }
            return elements.count == count ? hit : nil
        }
        // `…` last: the top title alone, cut; else the root, `…`, then the titles up to the top.
        if gap == elements.count - 1 { return count - 1 }
        return hit < gap ? hit : count - (elements.count - hit)
    }

    /// The root and top titles alone (with `…` between when titles were dropped), cut to fit.
    private func fitTwo(first: Int, last: Int, build: ([Int?]) -> Line, width: Int) -> Line {
        let indices: [Int?] =
            last - first > 1 ? [first, nil, last] : (last > first ? [first, last] : [last])
        let line = build(indices)
        if line.width <= width { return line }
        // Only the top title, cut.
        return build([last]).truncated(to: width, ellipsis: ellipsis)
    }
}
