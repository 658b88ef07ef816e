@MainActor
extension TableHeaderLine: PrimitiveView {
    /// The header line of the table around it, from the columns it laid out
    /// (``EnvironmentValues/tableHeaderColumns``): its titles in their columns, its keys and its
    /// clicks.
    func resolve(in context: inout ResolveContext) -> Node {
        let columns = context.environment.tableHeaderColumns
        let chosen = chosen
        let current = columns.current(chosen: chosen.wrappedValue)
        let marks = (
            ascending: Glyphs.sortedAscending.text(unicode: context.unicode),
            descending: Glyphs.sortedDescending.text(unicode: context.unicode)
        )
        let line = HStack(spacing: Double(columns.spacing) * PointScale.pointsPerColumn) {
            ForEach(columns.widths.indices, id: \.self) { column in
                HStack(spacing: 0) {
                    columns.titles[column].lineLimit(1)
                    if let direction = columns.directions[column] {
                        Text(verbatim: " " + (direction == .forward ? marks.ascending : marks.descending))
                    }
                }
                .underline(isFocused && column == current)
                .frame(
                    width: Double(columns.widths[column]) * PointScale.pointsPerColumn,
                    alignment: Alignment(horizontal: columns.alignments[column], vertical: .center))
            }
        }
        .bold()
        guard let current else { return context.resolveChild(line, index: 0) }
        let sorting =
            line
            .onKeyPress(keys: [.leftArrow, .rightArrow, .tab], help: "column", overridesKeyMap: true) {
                press in
                let backward =
                    press.key == .leftArrow || (press.key == .tab && press.modifiers.contains(.shift))
                guard let next = columns.next(after: current, backward: backward) else {
                    // Tab past the last column (or Shift-Tab past the first) moves the focus on.
                    return press.key == .tab ? .ignored : .handled
                }
                chosen.wrappedValue = next
                return .handled
            }
            .onKeyPress(keys: [.return, .space, "s"], help: "sort", overridesKeyMap: true) { _ in
                columns.sort(current)
                return .handled
            }
            .onTapGesture { location in
                guard let column = columns.column(atPoints: location.x), columns.sorts[column] else { return }
                chosen.wrappedValue = column
                columns.sort(column)
            }
        return context.resolveChild(sorting, index: 0)
    }
}
