extension FramePlanner {
    /// Draws the search field's suggestions under it, over the rows, while it has the keys: a
    /// line each as wide as the content, the chosen one highlighted as the focus is, then a rule;
    /// as many as the rows' region holds. The help line names Tab.
    /// - Parameters:
    ///   - suggestions: The suggestions, a node each.
    ///   - chosen: The suggestion chosen, if one is.
    ///   - frame: The frame.
    func addSuggestions(_ suggestions: [Node], chosen: Int?, to frame: inout Frame) {
        let layout = frame.layout
        let top = layout.header.lowerBound + 1
        let room = min(suggestions.count, layout.rows.upperBound - top - 1)
        guard room > 0 else { return }
        let width = layout.contentWidth
        let lineLayout = LineLayout(unicode: unicode)
        var placed: [PlacedLine] = []
        for (index, suggestion) in suggestions.prefix(room).enumerated() {
            var line = lineLayout.lines(suggestion, width: width, wrap: false).first ?? Line()
            line.append(Line.padding(width - line.width))
            placed.append(
                PlacedLine(line: line, x: ScreenLayout.margin, y: top + index, isHighlighted: index == chosen)
            )
        }
        let rule = Glyphs.horizontalRule.text(unicode: unicode)
        var ruleLine = Line()
        ruleLine.append(
            Span(
                text: String(repeating: rule, count: width), style: Style(attributes: .dim), width: width))
        placed.append(PlacedLine(line: ruleLine, x: ScreenLayout.margin, y: top + room))
        // The chosen line goes last, drawn over the others.
        if let chosen, placed.indices.contains(chosen) { placed.append(placed.remove(at: chosen)) }
        frame.overlay = placed
        if !frame.helpItems.isEmpty {
            let tab = KeyPress(.tab).name(unicode: unicode)
            frame.helpItems.insert("\(tab) suggestions", at: 0)
        }
    }
}
