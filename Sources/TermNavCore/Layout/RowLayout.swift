/// Lays out a screen's rows, each once per frame, for the scroller to measure and the renderer
/// to draw.
final class RowLayout {
    private let rows: RowSource
    private let layout: LineLayout
    private let screen: ScreenLayout
    private var laidOut: [Int: LaidOutRow] = [:]
    /// The rows laid out lately and their heights, by row index modulo their count: a frame asks
    /// for every row it shows, and the scroller for the same few rows' heights several times a
    /// frame; both are read here without hashing, a height without copying its row.
    private let recent = RecentRows()
    /// The window read last, handed out again while the same window is asked for.
    private var window: WindowRows?

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
        if let row = recent.row(index) { return row }
        if let row = laidOut[index] {
            recent.note(row, of: index)
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
        recent.note(row, of: index)
        return row
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
        let read = WindowRows(from: self, top: top, height: height, count: count)
        window = read
        return read
    }

    /// Whether these laid-out rows are those of `rows` at `screen`'s size, so a frame can reuse
    /// them.
    func fits(_ rows: RowSource, _ screen: ScreenLayout) -> Bool {
        self.rows === rows && self.screen.contentWidth == screen.contentWidth
    }

    /// The lines row `index` takes.
    func height(of index: Int) -> Int {
        // Laying a row out keeps it, with its height, in its slot.
        recent.height(of: index) ?? row(index).height
    }
}

/// The rows laid out lately and their heights, each in a slot chosen by its index: a row whose
/// slot another row took since is looked up again.
///
/// The slots are in storage of their own, allocated once, so reading one takes no exclusivity
/// check, and reading a height copies no row.
private final class RecentRows {
    /// The number of slots: a few screenfuls of rows.
    private static let slots = 256
    /// For each slot, the row it holds (`Int.min` for none).
    private let indices = UnsafeMutableBufferPointer<Int>.allocate(capacity: slots)
    /// For each slot, the height of its row.
    private let heights = UnsafeMutableBufferPointer<Int>.allocate(capacity: slots)
    /// For each slot, the row laid out.
    private let rows = UnsafeMutableBufferPointer<LaidOutRow?>.allocate(capacity: slots)

    init() {
        indices.initialize(repeating: .min)
        heights.initialize(repeating: 0)
        rows.initialize(repeating: nil)
    }

    deinit {
        _ = rows.deinitialize()
        rows.deallocate()
        heights.deallocate()
        indices.deallocate()
    }

    /// A row, when its slot holds it.
    func row(_ index: Int) -> LaidOutRow? {
        let slot = index & (Self.slots - 1)
        return indices[slot] == index ? rows[slot] : nil
    }

    /// The height of a row, when its slot holds it.
    func height(of index: Int) -> Int? {
        let slot = index & (Self.slots - 1)
        return indices[slot] == index ? heights[slot] : nil
    }

    /// Keeps a row and its height in its slot.
    func note(_ row: LaidOutRow, of index: Int) {
        let slot = index & (Self.slots - 1)
        indices[slot] = index
        heights[slot] = row.height
        rows[slot] = row
    }
}
