import Foundation

extension NavigationEngine {
    /// Runs the tap a click makes on a view that answers taps (``RowBehavior/taps``): a click
    /// on the view runs its single tap; a second click on it (it had the focus, so this is the
    /// second click of a double click) runs its double tap, or else its single tap again. The
    /// first click on a view with only a double tap gives it the focus alone.
    ///
    /// A terminal reports clicks one by one, without their timing, so a double click runs the
    /// single tap on its first click and the double tap on its second.
    /// - Parameters:
    ///   - mouse: The click.
    ///   - index: The row clicked.
    ///   - column: The cell clicked, in a lazy grid's line.
    ///   - line: The row's line clicked, from its first.
    ///   - wasFocused: Whether the view had the focus before the click.
    /// - Returns: Whether the view answers taps, and the click was its.
    func tap(_ mouse: MouseEvent, row index: Int, column: Int, line: Int, wasFocused: Bool) -> Bool {
        guard let screen = current else { return false }
        let row = screen.rows.row(at: index)
        let behavior = row.cells.flatMap { $0.indices.contains(column) ? $0[column] : nil } ?? row.behavior
        guard !behavior.taps.isEmpty else { return false }
        let single = behavior.taps.first { $0.count == 1 }
        guard let tap = wasFocused ? behavior.doubleTap ?? single : single else { return true }
        tap.action(location(of: mouse, for: tap, row: index, column: column, line: line))
        for other in behavior.simultaneousTaps where other.count == tap.count {
            other.action(location(of: mouse, for: other, row: index, column: column, line: line))
        }
        return true
    }

    /// Runs the simultaneous taps of the focused view (`.simultaneousGesture`), as Enter, Space
    /// or a click activates it: at its first cell, as Enter taps.
    func runSimultaneousTaps() {
        guard let behavior = focusedBehavior() else { return }
        for tap in behavior.simultaneousTaps where tap.count == 1 {
            tap.action(RowBehavior.firstCellCentre)
        }
    }

    /// Whether Space taps the focused view: it answers taps, and nothing else took the key.
    /// - Parameter key: The key pressed.
    /// - Returns: Whether the key is Space and the focused view's action is a tap.
    func spaceTaps(_ key: KeyPress) -> Bool {
        key == KeyPress(.space) && focusedBehavior()?.taps.isEmpty == false
    }

    /// Where a click fell, in points, at the centre of its cell: in the screen for `.global`
    /// (and a named space), else from the top left of the row's content (of the cell, in a
    /// lazy grid's line).
    private func location(
        of mouse: MouseEvent, for tap: GestureActions.Tap, row index: Int, column: Int, line: Int
    ) -> CGPoint {
        let columnWidth = PointScale.pointsPerColumn
        let lineHeight = PointScale.pointsPerLine
        switch tap.coordinateSpace {
        case .global, .named:
            return CGPoint(
                x: Double(mouse.column) * columnWidth + columnWidth / 2,
                y: Double(mouse.line) * lineHeight + lineHeight / 2)
        case .local:
            var left = ScreenLayout.margin
            if let laidOut = rowLayout?.row(index) {
                if let cells = laidOut.cells, cells.columns.indices.contains(column) {
                    left += cells.columns[column].lowerBound
                } else {
                    // The row's blank leading columns are where its content was placed, not it.
                    left += laidOut.lines.map { $0.text.prefix { $0 == " " }.count }.min() ?? 0
                }
            }
            return CGPoint(
                x: Double(max(0, mouse.column - left)) * columnWidth + columnWidth / 2,
                y: Double(line) * lineHeight + lineHeight / 2)
        }
    }
}
