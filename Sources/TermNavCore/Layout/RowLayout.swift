/// Lays out a screen's rows, each once per frame, for the scroller to measure and the renderer
/// to draw.
final class RowLayout {
    private let rows: RowSource
    private let layout: LineLayout
    private let screen: ScreenLayout
    private var laidOut: [Int: LaidOutRow] = [:]
    /// The heights of rows laid out lately, by row index modulo their count: the scroller asks
    /// for the same few rows' heights several times a frame, and reads them here without hashing
    /// or copying a row.
    private let recentHeights = RecentHeights()
    /// The rows laid out lately, by row index modulo their count: a frame asks for every row it
    /// shows, and reads them here without hashing.
    private let recentRows = RecentRows()

    /// - Parameters:
    ///   - rows: The screen's rows.
    ///   - layout: How nodes become lines.
    ///   - screen: Where the rows go.
    init(rows: RowSource, layout: LineLayout, screen: ScreenLayout) {
        self.rows = rows
        self.layout = layout
        self.screen = screen
    }

    /// Row `index`, laid out: a list row takes a line per line of its content (a `VStack`'s
    /// children, a text's line breaks), its text cut rather than wrapped unless `.lineLimit` asks,
    /// its spacers stretched up to the accessory; other content wraps within the margins.
    func row(_ index: Int) -> LaidOutRow {
        if let row = recentRows.row(index) { return row }
        if let row = laidOut[index] {
            recentRows.note(row, of: index)
            return row
        }
        let resolved = rows.row(at: index)
        var accessory = layout.accessoryLine(resolved.behavior.accessory)
        if resolved.behavior.isAccessoryDisabled { accessory = accessory.styled(LineLayout.disabledStyle) }
        let accessoryWidth = accessory.width
        let lines: [Line]
        if rows.isList {
            let width = screen.labelWidth(besideAccessoryOf: accessoryWidth)
            let content = layout.lines(resolved.node, width: width, wrap: false)
            lines = content.isEmpty ? [Line()] : content
        } else {
            lines = layout.lines(resolved.node, width: screen.contentWidth, wrap: true)
        }
        let row = LaidOutRow(lines: lines, accessory: accessory)
        RowCache.trim(&laidOut, near: index)
        laidOut[index] = row
        recentHeights.note(row.height, of: index)
        recentRows.note(row, of: index)
        return row
    }

    /// Whether these laid-out rows are those of `rows` at `screen`'s size, so a frame can reuse
    /// them.
    func fits(_ rows: RowSource, _ screen: ScreenLayout) -> Bool {
        self.rows === rows && self.screen.contentWidth == screen.contentWidth
    }

    /// The lines row `index` takes.
    func height(of index: Int) -> Int {
        if let height = recentHeights.height(of: index) { return height }
        let height = row(index).height
        recentHeights.note(height, of: index)
        return height
    }
}

/// The heights of the rows laid out lately, each in a slot chosen by its index: a row whose slot
/// another row took since is looked up again.
///
/// The slots are in storage of its own, allocated once, so reading one takes no reference
/// counting and no exclusivity check.
private final class RecentHeights {
    /// The number of slots: a few screenfuls of rows.
    private static let slots = 256
    /// For each slot, the row whose height it holds (`Int.min` for none), then the height.
    private let storage = UnsafeMutableBufferPointer<Int>.allocate(capacity: 2 * slots)

    init() {
        for slot in 0..<Self.slots {
            storage[2 * slot] = .min
            storage[2 * slot + 1] = 0
        }
    }

    deinit {
        storage.deallocate()
    }

    /// The height of a row, when its slot holds it.
    func height(of index: Int) -> Int? {
        let slot = index & (Self.slots - 1)
        return storage[2 * slot] == index ? storage[2 * slot + 1] : nil
    }

    /// Keeps a row's height in its slot.
    func note(_ height: Int, of index: Int) {
        let slot = index & (Self.slots - 1)
        storage[2 * slot] = index
        storage[2 * slot + 1] = height
    }
}

/// The rows laid out lately, each in a slot chosen by its index: a row whose slot another row
/// took since is looked up again.
///
/// The slots are in storage of their own, allocated once, so reading one takes no exclusivity
/// check.
private final class RecentRows {
    /// The number of slots: a few screenfuls of rows.
    private static let slots = 256
    /// For each slot, the row it holds (`Int.min` for none).
    private let indices = UnsafeMutableBufferPointer<Int>.allocate(capacity: slots)
    /// For each slot, the row laid out.
    private let rows = UnsafeMutableBufferPointer<LaidOutRow?>.allocate(capacity: slots)

    init() {
        indices.initialize(repeating: .min)
        rows.initialize(repeating: nil)
    }

    deinit {
        _ = rows.deinitialize()
        rows.deallocate()
        indices.deallocate()
    }

    /// A row, when its slot holds it.
    func row(_ index: Int) -> LaidOutRow? {
        let slot = index & (Self.slots - 1)
        return indices[slot] == index ? rows[slot] : nil
    }

    /// Keeps a row in its slot.
    func note(_ row: LaidOutRow, of index: Int) {
        let slot = index & (Self.slots - 1)
        indices[slot] = index
        rows[slot] = row
    }
}
