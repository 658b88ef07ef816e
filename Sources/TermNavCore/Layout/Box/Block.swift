/// A rectangle of cells as lines, every line exactly ``width`` columns wide: what the box layout
/// draws a node into, and then draws into its parent's block at the node's place.
struct Block {
    /// The columns of every line.
    let width: Int
    /// The lines, top to bottom.
    private(set) var lines: [Line]

    /// A blank block.
    /// - Parameters:
    ///   - size: Its size.
    ///   - style: The style of its blank cells (only a background shows).
    init(blank size: CellSize, style: Style) {
        width = max(0, size.width)
        let blank = Line(spans: [Line.padding(width, style: style)])
        lines = Array(repeating: blank, count: max(0, size.height))
    }

    /// Lines fitted to exactly a size: each cut to the width (ending in the ellipsis) or padded
    /// to it with blank cells, then lines past the height left out, the last line kept ending in
    /// the ellipsis so that text cut short says so, and blank lines added below up to the height.
    /// - Parameters:
    ///   - lines: The lines.
    ///   - size: The size.
    ///   - ellipsis: The ellipsis as the terminal shows it.
    ///   - fill: The style of blank cells added.
    init(fitting lines: [Line], into size: CellSize, ellipsis: String, fill: Style) {
        let width = max(0, size.width)
        let height = max(0, size.height)
        self.width = width
        var kept = lines.prefix(height).map { $0.truncated(to: width, ellipsis: ellipsis) }
        if lines.count > height, height > 0 {
            kept[height - 1] = kept[height - 1].endingWithEllipsis(within: width, ellipsis: ellipsis)
        }
        self.lines = kept.map { line in
            var padded = line
            if line.width < width { padded.append(Line.padding(width - line.width, style: fill)) }
            return padded
        }
        let blank = Line(spans: [Line.padding(width, style: fill)])
        self.lines.append(contentsOf: Array(repeating: blank, count: height - self.lines.count))
    }

    /// Marks the columns of each child of the horizontal stack the block was drawn from on
    /// every line (``Line/partColumns``), in place of marks drawn in from inside the children.
    /// - Parameter columns: A range of columns for each child of the stack.
    mutating func markParts(_ columns: [Range<Int>]) {
        for index in lines.indices { lines[index].partColumns = columns }
    }

    /// The number of lines.
    var height: Int { lines.count }

    /// Draws another block over this one with its top left corner at a column and line; what
    /// falls outside this block is cut.
    /// - Parameters:
    ///   - block: The block drawn.
    ///   - x: The column of its left edge (may be negative).
    ///   - y: The line of its top edge (may be negative).
    ///   - fill: The style of blank cells needed to reach `x` on a short line.
    ///   - isLayer: Whether the block is a layer in front (an overlay, a `ZStack`'s later
    ///     child): its blank cells, spaces in `fill`'s style, paint nothing, and what is beneath
    ///     shows through them.
    mutating func draw(_ block: Block, x: Int, y: Int, fill: Style = .plain, isLayer: Bool = false) {
        guard x < width, x + block.width > 0 else { return }
        for (row, line) in block.lines.enumerated() {
            let target = y + row
            guard target >= 0, target < lines.count else { continue }
            var shown = x < 0 ? line.dropping(columns: -x) : line
            let start = max(0, x)
            if start + shown.width > width { shown = shown.prefix(columns: width - start) }
            lines[target] =
                isLayer
                ? lines[target].laidOver(with: shown, at: start, fill: fill)
                : lines[target].overlaid(with: shown, at: start, fill: fill)
        }
    }
}
