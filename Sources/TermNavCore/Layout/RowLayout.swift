/// Lays out a screen's rows, each once per frame, for the scroller to measure and the renderer
/// to draw.
final class RowLayout {
    private let rows: RowSource
    private let layout: LineLayout
    private let screen: ScreenLayout
    private var laidOut: [Int: LaidOutRow] = [:]
    /// The height of each row in `laidOut`, read without copying the row.
    private var heights: [Int: Int] = [:]

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
        if let row = laidOut[index] { return row }
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
        laidOut[index] = row
        heights[index] = row.height
        return row
    }

    /// Whether these laid-out rows are those of `rows` at `screen`'s size, so a frame can reuse
    /// them.
    func fits(_ rows: RowSource, _ screen: ScreenLayout) -> Bool {
        self.rows === rows && self.screen.contentWidth == screen.contentWidth
    }

    /// The lines row `index` takes.
    func height(of index: Int) -> Int {
        heights[index] ?? row(index).height
    }
}
