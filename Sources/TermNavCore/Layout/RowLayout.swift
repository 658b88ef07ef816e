/// Lays out a screen's rows, each once per frame, for the scroller to measure and the renderer
/// to draw.
final class RowLayout {
    private let rows: RowSource
    private let layout: LineLayout
    private let screen: ScreenLayout
    private var laidOut: [Int: LaidOutRow] = [:]

    /// - Parameters:
    ///   - rows: The screen's rows.
    ///   - layout: How nodes become lines.
    ///   - screen: Where the rows go.
    init(rows: RowSource, layout: LineLayout, screen: ScreenLayout) {
        self.rows = rows
        self.layout = layout
        self.screen = screen
    }

    /// Row `index`, laid out: a list row is one line, its spacers stretched up to the accessory;
    /// other content wraps within the margins.
    func row(_ index: Int) -> LaidOutRow {
        if let row = laidOut[index] { return row }
        let resolved = rows.row(at: index)
        let accessory = resolved.behavior.accessory.glyph?.text(unicode: layout.unicode) ?? ""
        let accessoryWidth = DisplayWidth.of(accessory)
        let lines: [Line]
        if rows.isList {
            lines = [layout.line(resolved.node, width: screen.labelWidth(besideAccessoryOf: accessoryWidth))]
        } else {
            lines = layout.lines(resolved.node, width: screen.contentWidth, wrap: true)
        }
        let row = LaidOutRow(lines: lines, accessory: accessory, accessoryWidth: accessoryWidth)
        laidOut[index] = row
        return row
    }

    /// The lines row `index` takes.
    func height(of index: Int) -> Int {
        row(index).height
    }
}
