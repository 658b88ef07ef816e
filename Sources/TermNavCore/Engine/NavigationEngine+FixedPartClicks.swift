import Foundation

extension NavigationEngine {
    /// Handles a click on the fixed content above or below a list (a table's header line, a
    /// button under the list), as a click on a row is handled: the view clicked takes the focus;
    /// a view that answers taps is tapped where the click fell (from the left of the content,
    /// in points); any other runs its action on a second click, or at once when it is a value
    /// control.
    /// - Parameters:
    ///   - mouse: The click.
    ///   - layout: The screen's layout in the last frame.
    /// - Returns: Whether the click fell on the fixed content.
    func clickFixedPart(_ mouse: MouseEvent, layout: ScreenLayout) -> Bool {
        guard let screen = current, let chrome = screens.top.caches.chrome,
            let (area, behavior, line) = fixedPart(
                atLine: mouse.line, screen: screen, chrome: chrome, layout: layout)
        else { return false }
        let entry = screens.top
        let wasFocused = entry.state.focus == .content(area)
        entry.state.focus = .content(area)
        let single = behavior.taps.first { $0.count == 1 }
        if let tap = wasFocused ? behavior.doubleTap ?? single : single {
            let x = Double(max(0, mouse.column - ScreenLayout.margin)) * PointScale.pointsPerColumn
            let y = Double(line) * PointScale.pointsPerLine
            tap.action(CGPoint(x: x + PointScale.pointsPerColumn / 2, y: y + PointScale.pointsPerLine / 2))
            return true
        }
        if !behavior.taps.isEmpty { return true }
        if wasFocused || behavior.isControl { perform(.activate) }
        return true
    }

    /// The view of the fixed content drawn on a screen line, if one that takes the focus is:
    /// where its focus is, what it does, and which of its lines the line is.
    private func fixedPart(
        atLine line: Int, screen: ResolvedScreen, chrome: ScreenChrome, layout: ScreenLayout
    ) -> (area: ContentFocus, behavior: RowBehavior, line: Int)? {
        let parts = ActionableParts(screen)
        for (region, lines, nodes, actionable, area) in [
            (layout.header, chrome.header, screen.header, parts.header, ContentFocus.header),
            (layout.footer, chrome.footer, screen.footer, parts.footer, ContentFocus.footer),
        ] where region.contains(line) {
            var top = region.lowerBound
            for (index, partLines) in lines.enumerated() {
                if line < top + partLines.count {
                    guard actionable.contains(index), nodes.indices.contains(index) else { return nil }
                    return (area(index), RowBehavior(nodes[index]), line - top)
                }
                top += partLines.count
            }
        }
        return nil
    }
}
