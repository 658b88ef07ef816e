/// Lays out a screen's rows, each once per frame, for the scroller to measure and the renderer
/// to draw.
@MainActor
final class RowLayout {
    private let rows: RowSource
    private let layout: LineLayout
    private let screen: ScreenLayout
    private var laidOut: [Int: LaidOutRow] = [:]
    /// The rows laid out lately, and apart their heights, by row index: a frame asks for every
    /// row it shows, and the scroller for the same few rows' heights several times a frame; both
    /// are read here without hashing, a height without copying its row.
    private let recent = RecentSlots<LaidOutRow>(count: RowLayout.recentSlots)
    /// The heights of the rows in `recent`.
    private let recentHeights = RecentSlots<Int>(count: RowLayout.recentSlots)
    /// The number of slots of the rows laid out lately: a few screenfuls of rows.
    private static let recentSlots = 256
    /// The window read last, handed out again while the same window is asked for.
    private var window: WindowRows?
    /// The most rows laid out ahead of a list that scrolls: a page, up to this many (a tall
    /// terminal's page would make the key that lays it out slow, and reach beyond the rows the
    /// caches keep near it, ``RowCache``).
    private static let mostRowsAhead = RowCache.limit / 8
    /// Whether the screen's content scrolls across: its rows are laid out at their ideal width.
    private let scrollsAcross: Bool
    /// Lays out a row that is a field of several lines (its text wrapped, as many lines as it
    /// takes), given the columns and the most lines it has; `nil` for any other row.
    private let fieldLines: ((ResolvedRow, _ width: Int, _ mostLines: Int) -> [Line]?)?
    /// The rows the last frame showed, by index, when these rows replace those of an earlier
    /// resolution of the screen: a row laid out here that draws exactly as the one shown at its
    /// index (the same lines and accessory, no cells) is that row, with its generation, so the
    /// renderer paints again only the rows whose content changed. Let go once the window is read.
    private var shown: [Int: LaidOutRow]
    /// The rows laid out wider than the screen, and their windows.
    let across = AcrossRows()
    /// How content that is not a list stood in its vertical stacks, to place its rows as SwiftUI
    /// places them (``ContentPlacement``); `nil` for a list, or content laid from the top
    /// leading corner (filtered, or scrolling across).
    private let stacks: ContentStacks?
    /// Where the rows go, worked out from every row the first time a row is asked for; `nil`
    /// where the rows are not placed. Kept with the rows: a new resolution, width or height
    /// makes a new `RowLayout`.
    private lazy var placement: ContentPlacement? = makePlacement()
    /// The rows' lines and accessories laid out to work out the placement, handed to
    /// ``row(_:)`` once each, so no row is laid out twice.
    private var unplaced: [Int: (lines: [Line], accessory: Line)] = [:]

    /// - Parameters:
    ///   - rows: The screen's rows.
    ///   - layout: How nodes become lines.
    ///   - screen: Where the rows go.
    ///   - scrollsAcross: Whether the screen's content scrolls across (``ResolvedScreen/scrollsAcross``).
    ///   - fieldLines: Lays out a row that is a field of several lines, or says it is not one.
    ///   - stacks: How content that is not a list stood in its stacks, to place its rows;
    ///     `nil` to lay them out from the top leading corner.
    ///   - replacing: The rows laid out for an earlier resolution of the screen, whose window
    ///     the last frame showed; `nil` for none.
    init(
        rows: RowSource, layout: LineLayout, screen: ScreenLayout, scrollsAcross: Bool = false,
        fieldLines: ((ResolvedRow, _ width: Int, _ mostLines: Int) -> [Line]?)? = nil,
        stacks: ContentStacks? = nil,
        replacing earlier: RowLayout? = nil
    ) {
        self.rows = rows
        self.layout = layout
        self.screen = screen
        self.scrollsAcross = scrollsAcross && !rows.isList
        self.stacks = rows.isList || self.scrollsAcross ? nil : stacks
        self.fieldLines = fieldLines
        var shown: [Int: LaidOutRow] = [:]
        if let window = earlier?.window, earlier?.screen.contentWidth == screen.contentWidth {
            for (offset, row) in window.rows.enumerated() where row.cells == nil {
                shown[window.top + offset] = row
            }
        }
        self.shown = shown
    }

    /// Row `index`, laid out: a list row takes a line per line of its content (a `VStack`'s
    /// children, a text's line breaks), its text cut rather than wrapped unless `.lineLimit` asks,
    /// its spacers stretched up to the accessory; other content wraps within the margins.
    func row(_ index: Int) -> LaidOutRow {
        if let row = recent.value(at: index) { return row }
        if let row = laidOut[index] {
            noteRecent(row, of: index)
            return row
        }
        let resolved = rows.row(at: index)
        if !rows.isList, !resolved.isGridLine, let content = resolved.node.acrossContent {
            // A carousel: its content whole, at its ideal width, without the accessory its
            // links would give a row.
            let carousel = CarouselLayout(content: content, layout: layout)
            across.note(carousel, at: index)
            return keep(LaidOutRow(lines: carousel.lines, accessory: Line()), at: index)
        }
        var (lines, accessory) = unplaced.removeValue(forKey: index) ?? content(of: resolved)
        if let placement, placement.columns.indices.contains(index) {
            lines = Self.placing(
                lines, column: placement.columns[index], extraLines: placement.extraLines[index])
        }
        var row = LaidOutRow(lines: lines, accessory: accessory)
        if let before = shown[index], resolved.cells == nil, before.lines == lines,
            before.accessory == accessory
        {
            row = before
        }
        if let parts = resolved.stackParts {
            row.cells = Self.partCells(parts, of: lines)
        } else if rows.hasGridLines, let cells = resolved.cells, let grid = rows.gridLine(at: index) {
            let columns = grid.lines.grid.columns(width: screen.contentWidth).prefix(cells.count)
            let spacing = grid.lines.spacesLine(grid.line) ? grid.lines.grid.lineSpacing : 0
            row.cells = LaidOutRow.Cells(
                columns: columns.map { $0.x..<($0.x + $0.width) }, height: max(1, lines.count - spacing))
        }
        return keep(row, at: index)
    }

    /// A row's lines and accessory as laid out at the screen's width, before they are placed.
    private func content(of resolved: ResolvedRow) -> (lines: [Line], accessory: Line) {
        // A lazy grid's line shows no accessory: its cells' links are not its own.
        var accessory =
            resolved.isGridLine ? Line() : layout.accessoryLine(resolved.behavior.accessory)
        if resolved.behavior.isAccessoryDisabled { accessory = accessory.styled(LineLayout.disabledStyle) }
        let accessoryWidth = accessory.width
        let lines: [Line]
        if !resolved.isGridLine, let area = areaLines(of: resolved) {
            lines = area
        } else if rows.isList {
            let width = screen.labelWidth(besideAccessoryOf: accessoryWidth)
            let content = layout.lines(resolved.node, width: width, wrap: false)
            lines = content.isEmpty ? [Line()] : content
        } else if scrollsAcross {
            lines = layout.linesAcross(resolved.node, least: screen.contentWidth)
        } else {
            // The accessory keeps its column clear: the label's lines stop short of it.
            lines = layout.lines(
                resolved.node, width: screen.labelWidth(besideAccessoryOf: accessoryWidth), wrap: true)
        }
        return (lines, accessory)
    }

    /// Works out where the rows go, laying each out once (kept in ``unplaced`` for
    /// ``row(_:)``); `nil` when they are not placed.
    private func makePlacement() -> ContentPlacement? {
        guard let stacks, rows.count <= ContentPlacement.mostRows else { return nil }
        let width = screen.contentWidth
        var placed: [ContentPlacement.Row] = []
        placed.reserveCapacity(rows.count)
        for index in 0..<rows.count {
            let resolved = rows.row(at: index)
            let laid = content(of: resolved)
            // A carousel is laid out whole by `row(_:)`, and takes the width.
            let isCarousel = !resolved.isGridLine && resolved.node.acrossContent != nil
            if !isCarousel { unplaced[index] = laid }
            let fills =
                isCarousel || laid.accessory.width > 0 || resolved.isGridLine
                || (resolved.behavior.textField?.area != nil && resolved.behavior.textFieldEndsRow)
            placed.append(
                ContentPlacement.Row(
                    stack: rows.stack(ofRow: index),
                    width: fills ? width : laid.lines.reduce(0) { max($0, $1.width - $1.overhang) },
                    height: laid.lines.count, isSpacer: resolved.node.isSpacerPart))
        }
        return ContentPlacement(rows: placed, stacks: stacks, width: width, height: screen.rows.count)
    }

    /// The cells of a row of several actionable views side by side: the columns its stack's
    /// line marks for each of them (``Line/partColumns``), wherever the row was placed.
    /// - Parameters:
    ///   - parts: The stack's children that are the row's cells.
    ///   - lines: The row's lines, placed.
    /// - Returns: The cells; `nil` when no line marks them all.
    private static func partCells(_ parts: [Int], of lines: [Line]) -> LaidOutRow.Cells? {
        guard let last = parts.last, let line = lines.first(where: { $0.partColumns.count > last }) else {
            return nil
        }
        return LaidOutRow.Cells(columns: parts.map { line.partColumns[$0] }, height: lines.count)
    }

    /// A row's lines moved right by `column` columns, with `extraLines` blank lines under them.
    private static func placing(_ lines: [Line], column: Int, extraLines: Int) -> [Line] {
        var placed = lines
        if column > 0 {
            placed = lines.map { line in
                guard line.width > 0 else { return line }
                var moved = Line()
                moved.append(Line.padding(column))
                moved.append(line)
                return moved
            }
        }
        if extraLines > 0 { placed.append(contentsOf: repeatElement(Line(), count: extraLines)) }
        return placed
    }

    /// The columns row `index` takes once placed, from the content's leading edge; `nil` where
    /// the rows are not placed (a list's rows take the whole width).
    func placedColumns(of index: Int) -> Range<Int>? {
        guard let placement, placement.extents.indices.contains(index) else { return nil }
        return placement.extents[index]
    }

    /// The blank lines above the first row, where the content is placed lower than the top of
    /// the rows' region (centred down it, or aligned to its bottom).
    var contentTop: Int { placement?.top ?? 0 }

    /// The lines of a row that is a field of several lines (a text field along the vertical
    /// axis, a text editor) with what stands before it, up to the lines the screen shows,
    /// inside the padding its views were given.
    private func areaLines(of row: ResolvedRow) -> [Line]? {
        guard let fieldLines, row.textArea != nil else { return nil }
        let padding = row.textAreaPadding
        let width = max(1, screen.contentWidth - padding.leading - padding.trailing)
        let most = max(1, screen.rows.count - padding.top - padding.bottom)
        guard let lines = fieldLines(row, width, most) else { return nil }
        return Self.padded(lines, by: padding)
    }

    /// Lines inside padding: moved right by its leading columns, with its blank lines above and
    /// below (its trailing columns are the width the lines were made for).
    /// - Parameters:
    ///   - lines: The lines.
    ///   - padding: The padding.
    /// - Returns: The lines padded.
    static func padded(_ lines: [Line], by padding: CellInsets) -> [Line] {
        Array(repeating: Line(), count: padding.top)
            + placing(lines, column: padding.leading, extraLines: padding.bottom)
    }

    /// Keeps row `index` as laid out.
    private func keep(_ row: LaidOutRow, at index: Int) -> LaidOutRow {
        RowCache.trim(&laidOut, near: index)
        laidOut[index] = row
        noteRecent(row, of: index)
        return row
    }

    /// Keeps a row and its height in their slots.
    private func noteRecent(_ row: LaidOutRow, of index: Int) {
        recent.note(row, at: index)
        recentHeights.note(row.height, at: index)
    }

    /// The rows that fill a region from a first row: the very rows of the window read last when
    /// it is the same window, so that a frame whose rows did not move hands the renderer the same
    /// array.
    /// - Parameters:
    ///   - top: The index of the first row.
    ///   - height: The lines of the region.
    func window(top: Int, height: Int) -> WindowRows {
        let count = rows.count
        if let window, window.top == top, window.height == height, window.count == count { return window }
        let previous = window
        let read = WindowRows(from: self, top: top, height: height, count: count)
        window = read
        shown = [:]
        if let previous, previous.height == height, previous.count == count {
            layOutAhead(of: read, scrolledBy: top - previous.top)
        }
        return read
    }

    /// Lays out the page of rows past the edge a list scrolled toward (at most
    /// ``mostRowsAhead``), when it scrolled by less than a page and the rows just past that edge
    /// are not laid out yet: the keys that scroll on through the page then bring in rows laid out
    /// already. A page of rows laid out at once costs less than the same rows laid out a key at a
    /// time, each after the code that lays out a row has left the processor's caches.
    /// - Parameters:
    ///   - window: The window just read.
    ///   - step: How many rows its first row moved by since the window before.
    private func layOutAhead(of window: WindowRows, scrolledBy step: Int) {
        guard step != 0, abs(step) < window.rows.count else { return }
        let page = min(window.rows.count, Self.mostRowsAhead)
        let below = window.indices.upperBound
        let above = window.top - 1
        let ahead =
            step > 0
            ? stride(from: below, to: min(window.count, below + page), by: 1)
            : stride(from: above, to: max(-1, above - page), by: -1)
        // The scroller looks at the row just above the window every frame (whether it would fit
        // too), so the first two rows past the edge say whether the page is laid out.
        guard ahead.prefix(2).contains(where: { !isLaidOut($0) }) else { return }
        for index in ahead where !isLaidOut(index) { _ = row(index) }
    }

    /// Whether row `index` is laid out and kept.
    private func isLaidOut(_ index: Int) -> Bool {
        recentHeights.value(at: index) != nil || laidOut[index] != nil
    }

    /// Whether these laid-out rows are those of `rows` at `screen`'s size, so a frame can reuse
    /// them.
    func fits(_ rows: RowSource, _ screen: ScreenLayout) -> Bool {
        self.rows === rows && self.screen.contentWidth == screen.contentWidth
            && (stacks == nil || self.screen.rows.count == screen.rows.count)
    }

    /// The lines row `index` takes.
    func height(of index: Int) -> Int {
        // Laying a row out keeps it, with its height, in its slot.
        recentHeights.value(at: index) ?? row(index).height
    }
}
