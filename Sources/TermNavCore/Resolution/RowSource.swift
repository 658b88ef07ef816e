/// A screen's scrolling rows: how many there are, and row `i` resolved on demand.
///
/// A list over a million elements is a source of a million rows that resolves only those asked
/// for; nothing is materialized. Each row built from a `ForEach` collects its own links and
/// lifecycle hooks (see ``ResolvedRow``), so the engine knows them for exactly the rows it shows.
@MainActor
final class RowSource {
    enum Segment {
        /// A row resolved with the screen: its links and hooks are the screen's.
        case fixed(Node)
        /// Rows resolved one by one, when asked for.
        case lazy(ForEachNode)
        /// A lazy grid's lines, each a row of cells resolved when asked for.
        case gridLines(GridLines)

        var count: Int {
            switch self {
            case .fixed: return 1
            case .lazy(let forEach): return forEach.count
            case .gridLines(let lines): return lines.count
            }
        }
    }

    let segments: [Segment]
    /// Where each segment starts.
    let starts: [Int]
    /// The vertical stack each segment stood in (``ContentStacks``), for content that is not a
    /// list; empty for a list.
    let segmentStacks: [Int]
    /// Whether some rows are a lazy grid's lines, whose focus is on one of their cells.
    let hasGridLines: Bool
    /// The rows of a list that never take the focus (section headers, footers and the blank
    /// lines between sections), in order.
    private let labelRows: [Int]
    /// The number of rows before any filter.
    let sourceCount: Int
    /// The rows a filter leaves, as their indices among all rows, in order; `nil` for every row.
    /// Every other method takes an index among these rows.
    var visible: [Int]? {
        didSet {
            resolved = [:]
            ids = [:]
            recent.removeAll()
        }
    }
    /// The rows' texts, as a filter reads them (``RowTexts``): kept with the rows, so that a
    /// filter opened again on them compares the texts kept and reads no row again. They go
    /// with the rows, when the screen is resolved again.
    var texts = RowTexts()
    /// The number of rows shown: those the filter leaves, or every row.
    var count: Int { visible?.count ?? sourceCount }
    /// Whether every row takes the focus (a `List`), or only rows that do something.
    let isList: Bool
    /// Whether the rows are a `Form`'s, whose buttons and links Tab stops on.
    let isForm: Bool
    /// What Enter on a row chooses, for a list made with `selection:`.
    let selection: ListSelection?
    /// Whether the list is being edited, read when asked.
    let isEditing: () -> Bool
    /// The screen's context, from which lazy rows are resolved.
    private let context: ResolveContext
    /// The rows resolved lately, by index.
    ///
    /// Read for every row a frame shows; only this class's own methods touch it, none while
    /// another is under way, so it goes without the run-time exclusivity check (as `ids`).
    @exclusivity(unchecked) private var resolved: [Int: ResolvedRow] = [:]
    /// The identities of rows asked for or resolved lately: the scroller asks for the focused
    /// row's every frame, and an identity is the app's element read again (a generated element
    /// made again), unless its row was resolved.
    @exclusivity(unchecked) private var ids: [Int: RowID] = [:]
    /// The identities of the rows that are not a `ForEach`'s, by segment, worked out together
    /// the first time one is asked for (each row's key counted among the keys before it).
    private var fixedIDs: [Int: RowID]?
    /// Each segment's place among the segments that are not rows of their own.
    private lazy var elementPlaces: [Int] = {
        var places: [Int] = []
        var place = 0
        for segment in segments {
            places.append(place)
            if case .fixed = segment { continue }
            place += 1
        }
        return places
    }()
    /// The rows resolved lately, by index, looked at before `resolved`: a frame asks for every
    /// row it shows; more slots than a tall terminal shows rows.
    private let recent = RecentSlots<ResolvedRow>(count: 128)

    /// A source for a list's segments: fixed rows and lazy `ForEach`es.
    init(list: ListNode, context: ResolveContext) {
        let listSegments = list.segments
        selection = list.selection
        isEditing = list.isEditing
        var segments: [Segment] = []
        for node in listSegments {
            if case .forEach(let forEach) = node {
                segments.append(.lazy(forEach))
            } else {
                segments.append(.fixed(node))
            }
        }
        self.segments = segments
        segmentStacks = []
        var starts: [Int] = []
        var labelRows: [Int] = []
        var total = 0
        for (segment, node) in zip(segments, listSegments) {
            starts.append(total)
            if node.isSectionLabel { labelRows.append(total) }
            total += segment.count
        }
        self.starts = starts
        self.labelRows = labelRows
        self.sourceCount = total
        self.isList = true
        self.isForm = list.isForm
        self.hasGridLines = false
        self.context = context
    }

    /// A source for content that is not a list: each node is a row, resolved already, but for a
    /// lazy grid, whose lines are rows resolved when asked for, as many cells a line as its
    /// columns at `width`.
    /// - Parameters:
    ///   - parts: The screen's parts.
    ///   - stacks: The stack each part stands in (``ContentStacks/partStacks``); empty for none.
    ///   - context: The screen's resolution.
    ///   - width: The columns a lazy grid's lines are made for.
    init(parts: [Node], stacks: [Int] = [], context: ResolveContext, width: Int) {
        var segments: [Segment] = []
        var segmentStacks: [Int] = []
        for (index, part) in parts.enumerated() {
            let stack = stacks.indices.contains(index) ? stacks[index] : 0
            guard case .arranged(let arranged) = part, case .lazyGrid(let grid) = arranged.arrangement else {
                segments.append(.fixed(part))
                segmentStacks.append(stack)
                continue
            }
            for gridPart in GridLines.parts(of: grid, children: arranged.children, width: width) {
                switch gridPart {
                case .label(let node): segments.append(.fixed(node))
                case .lines(let lines): segments.append(.gridLines(lines))
                }
                segmentStacks.append(stack)
            }
        }
        self.segments = segments
        self.segmentStacks = segmentStacks
        var starts: [Int] = []
        var total = 0
        var hasGridLines = false
        for segment in segments {
            starts.append(total)
            total += segment.count
            if case .gridLines = segment { hasGridLines = true }
        }
        self.starts = starts
        self.hasGridLines = hasGridLines
        labelRows = []
        sourceCount = total
        isList = false
        isForm = false
        selection = nil
        isEditing = { false }
        self.context = context
    }

    /// The segment holding row `index`, and the row's offset within it.
    func locate(_ index: Int) -> (segment: Int, offset: Int) {
        locateSource(visible.map { $0[index] } ?? index)
    }

    /// The vertical stack row `index` stood in (``ContentStacks``): 0, the screen, for a list.
    func stack(ofRow index: Int) -> Int {
        let segment = locate(index).segment
        return segmentStacks.indices.contains(segment) ? segmentStacks[segment] : 0
    }

    /// The segment holding row `index` among all rows, and the row's offset within it.
    private func locateSource(_ index: Int) -> (segment: Int, offset: Int) {
        // Few segments: a binary search over their starts.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        return (low, index - starts[low])
    }

    /// The identity of row `index`, found without resolving the row.
    func id(at index: Int) -> RowID {
        if let id = ids[index] { return id }
        let (segment, offset) = locate(index)
        switch segments[segment] {
        case .fixed: return fixedID(ofSegment: segment)
        case .lazy(let forEach):
            let id = RowID.element(segment: elementSegment(segment), id: forEach.id(offset))
            RowCache.trim(&ids, near: index)
            ids[index] = id
            return id
        case .gridLines(let lines):
            // A line is known by its first item.
            let id = RowID.element(
                segment: elementSegment(segment), id: lines.id(ofItem: lines.items(ofLine: offset).lowerBound)
            )
            RowCache.trim(&ids, near: index)
            ids[index] = id
            return id
        }
    }

    /// The identity of a segment that is a row of its own
    /// (``RowID/fixed(key:occurrence:after:)``).
    private func fixedID(ofSegment segment: Int) -> RowID {
        if let fixedIDs {
            return fixedIDs[segment] ?? .fixed(key: 0, occurrence: segment, after: 0)
        }
        var found: [Int: RowID] = [:]
        var keys: [Int: Int] = [:]
        var before = 0
        for (index, candidate) in segments.enumerated() {
            guard case .fixed(let node) = candidate else { continue }
            let key = node.rowKey
            found[index] = .fixed(key: key, occurrence: keys[key, default: 0], after: before)
            keys[key, default: 0] += 1
            before = key
        }
        fixedIDs = found
        return found[segment] ?? .fixed(key: 0, occurrence: segment, after: 0)
    }

    /// A `ForEach`'s or a lazy grid's place among the segments that are not rows of their own.
    func elementSegment(_ segment: Int) -> Int {
        elementPlaces.indices.contains(segment) ? elementPlaces[segment] : segment
    }

    /// What the edit keys can do to row `index`: `nil` unless it is an element of a `ForEach`
    /// with `onDelete` or `onMove`. The delete and move actions are left out where the
    /// `ForEach`'s environment or the row itself (which is resolved for it, if it was not) says
    /// `.deleteDisabled(true)` or `.moveDisabled(true)`.
    func editing(at index: Int) -> RowEditing? {
        guard isList, index >= 0, index < count else { return nil }
        let (segment, offset) = locate(index)
        guard case .lazy(let forEach) = segments[segment],
            forEach.deleteAction != nil || forEach.moveAction != nil
        else { return nil }
        let environment = forEach.environment
        let limits = row(at: index).preferences
        let deletes = !(limits?.deleteDisabled ?? environment[DeleteDisabledKey.self])
        let moves = !(limits?.moveDisabled ?? environment[MoveDisabledKey.self])
        return RowEditing(
            offset: offset, count: forEach.count, delete: deletes ? forEach.deleteAction : nil,
            move: moves ? forEach.moveAction : nil,
            isEditing: { environment.editMode?.wrappedValue.isEditing ?? false })
    }

    /// How many rows have been resolved and kept.
    var resolvedCount: Int { resolved.count }

    /// Row `index`, resolved the first time it is asked for.
    func row(at index: Int) -> ResolvedRow {
        if let row = recent.value(at: index) { return row }
        let row: ResolvedRow
        if let kept = resolved[index] {
            row = kept
        } else {
            row = peekRow(at: index)
            RowCache.trim(&resolved, near: index)
            resolved[index] = row
        }
        recent.note(row, at: index)
        return row
    }

    /// Row `index`, resolved without keeping it (for reading every row once); into `graph` when
    /// given, instead of the screen's.
    func peekRow(at index: Int, graph: ViewGraph? = nil) -> ResolvedRow {
        if let row = resolved[index] { return row }
        return resolveRow(at: locate(index), index: index, graph: graph)
    }

    /// Row `index` among all rows, whatever the filter, resolved into `graph` without keeping
    /// it; `nil` for a section's header, footer or blank line.
    func peekSourceRow(at index: Int, graph: ViewGraph) -> ResolvedRow? {
        guard index >= 0, index < sourceCount, !isSourceLabel(index) else { return nil }
        return resolveRow(at: locateSource(index), index: nil, graph: graph)
    }

    /// The text row `index` among all rows shows (its texts joined by spaces), read from its
    /// view without resolving it (``RowTextReader``); `nil` for a section's header, footer or
    /// blank line, and where only resolving the row tells it: a fixed row, a lazy grid's line,
    /// a view the reader cannot read.
    func sourceRowText(at index: Int) -> String? {
        guard index >= 0, index < sourceCount, !isSourceLabel(index) else { return nil }
        return readText(at: locateSource(index))
    }

    /// The texts of the rows `range` among all rows, read as ``sourceRowText(at:)`` reads them,
    /// each `ForEach`'s rows with one reader.
    /// - Parameter range: Rows among all rows.
    /// - Returns: Each row's text, or `nil` where only resolving it tells.
    func sourceRowTexts(in range: Range<Int>) -> [String?] {
        var texts: [String?] = []
        texts.reserveCapacity(range.count)
        readSourceRows(in: range) { _, reader, isRead in texts.append(isRead ? reader.text : nil) }
        return texts
    }

    /// Reads the rows `range` among all rows from their views, as ``sourceRowTexts(in:)`` does,
    /// handing `visit` each row's index, the reader holding its texts, and whether they were
    /// read (`false` where only resolving the row tells): a filter keeps the texts without
    /// joining them into a string. Each `ForEach`'s rows are read with one reader, in one pass.
    /// - Parameters:
    ///   - range: Rows among all rows.
    ///   - visit: Given each row in order.
    func readSourceRows(in range: Range<Int>, _ visit: RowTextReader.Visit) {
        var index = max(0, range.lowerBound)
        let upper = min(range.upperBound, sourceCount)
        while index < upper {
            let (segment, offset) = locateSource(index)
            let end = min(upper, starts[segment] + segments[segment].count)
            guard end > index, case .lazy(let forEach) = segments[segment], !forEach.opensUp else {
                visit(index, unreadReader, false)
                index += 1
                continue
            }
            var reader = RowTextReader(environment: forEach.environment, viewTypes: context.viewTypes)
            let first = index
            forEach.readTexts(offset..<(offset + end - index), &reader) { row, reader, isRead in
                visit(first + row - offset, reader, isRead)
            }
            index = end
        }
    }

    /// Reads the rows `range` among the rows shown from their views, as
    /// ``readSourceRows(in:_:)`` reads rows among all rows.
    /// - Parameters:
    ///   - range: Rows among the rows shown.
    ///   - visit: Given each row's index among the rows shown, in order, the reader holding its
    ///     texts, and whether they were read.
    func readRows(in range: Range<Int>, _ visit: RowTextReader.Visit) {
        guard let visible else { return readSourceRows(in: range, visit) }
        for index in max(0, range.lowerBound)..<min(range.upperBound, visible.count) {
            let (segment, offset) = locateSource(visible[index])
            guard case .lazy(let forEach) = segments[segment], !forEach.opensUp else {
                visit(index, unreadReader, false)
                continue
            }
            var reader = RowTextReader(environment: forEach.environment, viewTypes: context.viewTypes)
            forEach.readTexts(offset..<(offset + 1), &reader) { _, reader, isRead in
                visit(index, reader, isRead)
            }
        }
    }

    /// The reader handed over with a row only resolving tells the texts of: empty.
    private var unreadReader: RowTextReader {
        RowTextReader(environment: EnvironmentValues(), viewTypes: context.viewTypes)
    }

    /// The text row `index` (among the rows shown) shows, read as ``sourceRowText(at:)``.
    func rowText(at index: Int) -> String? {
        guard index >= 0, index < count else { return nil }
        return readText(at: locate(index))
    }

    /// The text of the row at a segment's offset, read from its view; `nil` when it cannot be.
    private func readText(at place: (segment: Int, offset: Int)) -> String? {
        guard case .lazy(let forEach) = segments[place.segment], !forEach.opensUp else { return nil }
        var reader = RowTextReader(environment: forEach.environment, viewTypes: context.viewTypes)
        var text: String?
        forEach.readTexts(place.offset..<(place.offset + 1), &reader) { _, reader, isRead in
            text = isRead ? reader.text : nil
        }
        return text
    }

    /// Resolves the row at a segment's offset; `index` is its place among the rows shown, for the
    /// list's selection.
    private func resolveRow(at place: (segment: Int, offset: Int), index: Int?, graph: ViewGraph?)
        -> ResolvedRow
    {
        let (segment, offset) = place
        var row: ResolvedRow
        switch segments[segment] {
        case .fixed(let node):
            row = ResolvedRow(node: node, preferences: nil)
        case .lazy(let forEach):
            let preferences = ResolvedPreferences()
            var rowContext = context.forRows(of: forEach, collectingInto: preferences)
            if let graph { rowContext = rowContext.with(graph: graph) }
            let build = { forEach.build(offset, &rowContext) }
            let built = context.graph.changes?.tracking(build) ?? build()
            row = ResolvedRow(node: built.node, preferences: preferences)
            // The identity was read to build the row: kept, it is not read again.
            if let index, ids[index] == nil {
                RowCache.trim(&ids, near: index)
                ids[index] = .element(segment: elementSegment(segment), id: built.id)
            }
        case .gridLines(let lines):
            let line = resolveLine(offset, of: lines, graph: graph)
            row = line.row
            if let index, ids[index] == nil, let first = line.firstID {
                RowCache.trim(&ids, near: index)
                ids[index] = .element(segment: elementSegment(segment), id: first)
            }
        }
        // A chosen row of a list that selects shows the checkmark, unless it has an accessory.
        if let selection, let index, row.behavior.accessory == .none,
            let value = selectionValue(of: row.behavior, at: index), selection.contains(value)
        {
            row.behavior.accessory = .checkmark
        }
        return row
    }

    /// Line `line` of a lazy grid, resolved: its cells side by side, their links and hooks
    /// collected as the line's own, and the identity of its first item (read while building).
    private func resolveLine(_ line: Int, of lines: GridLines, graph: ViewGraph?) -> (
        row: ResolvedRow, firstID: AnyHashable?
    ) {
        let preferences = ResolvedPreferences()
        var cells: [Node] = []
        var firstID: AnyHashable?
        let build = {
            for item in lines.items(ofLine: line) {
                let (run, offset) = lines.locate(item)
                switch lines.runs[run] {
                case .fixed(let node):
                    cells.append(node)
                    if firstID == nil { firstID = lines.id(ofItem: item) }
                case .lazy(let forEach):
                    var cellContext = self.context.forRows(of: forEach, collectingInto: preferences)
                    if let graph { cellContext = cellContext.with(graph: graph) }
                    let built = forEach.build(offset, &cellContext)
                    cells.append(built.node)
                    if firstID == nil { firstID = built.id }
                }
            }
        }
        if let changes = context.graph.changes { changes.tracking(build) } else { build() }
        var node = Node.arranged(ArrangedNode(arrangement: .lazyGrid(lines.grid), children: cells))
        if lines.spacesLine(line) {
            var below = CellInsets()
            below.bottom = lines.grid.lineSpacing
            node = .modified(node, .padding(below))
        }
        return (ResolvedRow(node: node, preferences: preferences, cells: cells), firstID)
    }

    /// What the first row that sets a title asked of the screen, among the first rows of the
    /// lazy runs whose `ForEach` stands at one of `paths`, in order.
    ///
    /// A title set on a `ForEach`'s content (on its rows, or inside them) is set by each of its
    /// rows alike, and its first row, which a screen shows as it opens, says it. Each such run's
    /// first row is resolved and kept as any row asked for (the window reads it again for
    /// nothing); no other row is read. Asked before any filter.
    /// - Parameter paths: Where the `ForEach`es stand whose rows may set the title.
    /// - Returns: The row's preferences, or `nil` when none of those rows sets a title.
    func firstRowTitle(among paths: [ViewPath]) -> ResolvedPreferences? {
        for (segment, start) in zip(segments, starts) where segment.count > 0 {
            let candidate: Bool
            switch segment {
            case .fixed:
                candidate = false
            case .lazy(let forEach):
                candidate = paths.contains(forEach.path)
            case .gridLines(let lines):
                candidate = lines.runs.contains { run in
                    if case .lazy(let forEach) = run { return paths.contains(forEach.path) }
                    return false
                }
            }
            guard candidate, let preferences = row(at: start).preferences, preferences.title != nil else {
                continue
            }
            return preferences
        }
        return nil
    }

    /// The value row `index` stands for in the list's selection: its tag, the value its link
    /// pushes, or its `ForEach` element's id, the first the selection's type accepts; `nil`
    /// for a list that does not select.
    func selectionValue(at index: Int) -> AnyHashable? {
        guard selection != nil, index >= 0, index < count else { return nil }
        return selectionValue(of: row(at: index).behavior, at: index)
    }

    private func selectionValue(of behavior: RowBehavior, at index: Int) -> AnyHashable? {
        guard let selection else { return nil }
        if let tag = behavior.tag, selection.accepts(tag) { return tag }
        if let value = behavior.linkValue, selection.accepts(value) { return value }
        let (segment, offset) = locate(index)
        if case .lazy(let forEach) = segments[segment] {
            let id = forEach.id(offset)
            if selection.accepts(id) { return id }
        }
        return nil
    }

    /// Whether some rows of a list never take the focus (section headers and footers).
    var hasLabelRows: Bool { visible == nil && !labelRows.isEmpty }

    /// The number of rows that can take the focus in a list: every row but section labels.
    var focusableCount: Int { count - (visible == nil ? labelRows.count : 0) }

    /// How many section labels come before row `index`.
    private func labelsBefore(_ index: Int) -> Int {
        // A filter leaves no labels.
        guard visible == nil else { return 0 }
        return sourceLabelsBefore(index)
    }

    /// How many section labels come before row `index` among all rows.
    private func sourceLabelsBefore(_ index: Int) -> Int {
        var low = 0
        var high = labelRows.count
        while low < high {
            let mid = (low + high) / 2
            if labelRows[mid] < index { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Row `index`'s place among a list's rows that take the focus, from 1: the help line's
    /// position.
    func position(of index: Int) -> Int {
        index - labelsBefore(index) + 1
    }

    /// Whether row `index` is a section's header, footer or blank line.
    private func isLabel(_ index: Int) -> Bool {
        visible == nil && isSourceLabel(index)
    }

    /// Whether row `index` among all rows is a section's header, footer or blank line.
    private func isSourceLabel(_ index: Int) -> Bool {
        let found = sourceLabelsBefore(index)
        return found < labelRows.count && labelRows[found] == index
    }

    /// Whether row `index` can take the focus.
    func isFocusable(_ index: Int) -> Bool {
        isList ? !isLabel(index) : row(at: index).behavior.takesFocus
    }

    /// The index of the row with identity `id` among the rows near `index`, looking at most
    /// `radius` rows each way; `nil` when it is not there. Each step reads one element's
    /// identity, never a row's view.
    func find(_ id: RowID, near index: Int, radius: Int) -> Int? {
        guard count > 0 else { return nil }
        let start = min(max(index, 0), count - 1)
        let low = max(0, start - radius)
        let high = min(count - 1, start + radius)
        for distance in 0...radius {
            if start - distance >= low, self.id(at: start - distance) == id { return start - distance }
            if start + distance <= high, self.id(at: start + distance) == id { return start + distance }
            if start - distance < low && start + distance > high { break }
        }
        // A row that is not a `ForEach`'s and whose key changed: the one after the same row
        // (such rows are few, each known without resolving it).
        guard case .fixed = id else { return nil }
        var nearest: Int?
        for (segment, candidate) in segments.enumerated() {
            guard case .fixed = candidate, fixedID(ofSegment: segment).follows(as: id) else { continue }
            guard let row = shownIndex(ofSource: starts[segment]), abs(row - start) <= radius else {
                continue
            }
            if nearest.map({ abs(row - start) < abs($0 - start) }) ?? true { nearest = row }
        }
        return nearest
    }

    /// A row's index among the rows shown, from its index among all rows: `nil` when a filter
    /// leaves it out. The filter's rows are in order: a binary search.
    private func shownIndex(ofSource source: Int) -> Int? {
        guard let visible else { return source }
        var low = 0
        var high = visible.count
        while low < high {
            let mid = (low + high) / 2
            if visible[mid] < source { low = mid + 1 } else { high = mid }
        }
        return low < visible.count && visible[low] == source ? low : nil
    }

    /// Whether Tab stops on row `index`, as keyboard focus goes from control to control: in a
    /// list, a row that is a control (``RowBehavior/isTabStop(inForm:)``), in a form its
    /// buttons and links too; outside a list, every row that does something.
    func isTabStop(_ index: Int) -> Bool {
        guard isList else { return isFocusable(index) }
        return !isLabel(index) && row(at: index).behavior.isTabStop(inForm: isForm)
    }

    /// The cells of row `index` Tab stops on, when it is a row of several actionable views side
    /// by side, each stopped on as a row would be (``isTabStop(_:)``); `nil` for any other row.
    func tabStopCells(_ index: Int) -> [Int]? {
        guard index >= 0, index < count, !isLabel(index) else { return nil }
        let row = row(at: index)
        guard row.stackParts != nil, let cells = row.cells else { return nil }
        return cells.indices.filter { isList ? cells[$0].isTabStop(inForm: isForm) : cells[$0].takesFocus }
    }

    /// The nearest row that can take the focus, from `index` in steps of `step` (±1).
    func focusable(from index: Int, step: Int) -> Int? {
        guard count > 0 else { return nil }
        if isList && !hasLabelRows { return min(max(index, 0), count - 1) }
        var candidate = isList ? min(max(index, 0), count - 1) : index
        while candidate >= 0 && candidate < count {
            if isFocusable(candidate) { return candidate }
            candidate += step
        }
        return nil
    }
}
