/// A rectangle of cells as lines, every line exactly ``width`` columns wide: what the box layout
/// draws a node into, and then draws into its parent's block at the node's place.
struct Block {
    /// The columns of every line.
    let width: Int
    /// The lines, top to bottom.
    private(set) var lines: [Line]
    /// What the block's content draws past its edges (a view moved by `.offset(x:y:)`, an
    /// overlay larger than its view), not drawn yet, in the order drawn: each parent carries
    /// them on, and where the layout settles them (its root, a clip, a scroll view) they are
    /// drawn over everything within its edges, as SwiftUI draws what a view draws outside its
    /// frame; what is still outside is cut there.
    private(set) var spills: [Spill] = []

    /// Cells drawn past a block's edges: a block with no spills of its own, and where its top
    /// left corner goes, relative to the top left corner of the block it spills from.
    struct Spill {
        /// The cells.
        var block: Block
        /// Its left edge's column.
        var x: Int
        /// Its top edge's line.
        var y: Int
    }

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
        carry(block.spills, x: x, y: y)
        spillParts(of: block, x: x, y: y)
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

    /// Carries another block's spills on, moved by its place in this one.
    /// - Parameters:
    ///   - spills: The spills.
    ///   - x: The column of the other block's left edge.
    ///   - y: The line of its top edge.
    mutating func carry(_ spills: [Spill], x: Int = 0, y: Int = 0) {
        for spill in spills { self.spills.append(Spill(block: spill.block, x: spill.x + x, y: spill.y + y)) }
    }

    /// Keeps the parts of a block drawn at a place that fall past this block's edges as spills:
    /// the lines above and below, and the columns to either side of the lines between.
    private mutating func spillParts(of block: Block, x: Int, y: Int) {
        guard x < 0 || y < 0 || x + block.width > width || y + block.height > height else { return }
        guard block.width > 0, block.height > 0 else { return }
        let above = 0..<min(block.height, max(0, -y))
        let below = min(block.height, max(above.upperBound, height - y))..<block.height
        let between = above.upperBound..<below.lowerBound
        let all = 0..<block.width
        for part in [above, below] where !part.isEmpty {
            spills.append(
                Spill(block: block.cropped(lines: part, columns: all), x: x, y: y + part.lowerBound))
        }
        guard !between.isEmpty else { return }
        let left = 0..<min(block.width, max(0, -x))
        let right = min(block.width, max(left.upperBound, width - x))..<block.width
        for part in [left, right] where !part.isEmpty {
            spills.append(
                Spill(
                    block: block.cropped(lines: between, columns: part), x: x + part.lowerBound,
                    y: y + between.lowerBound))
        }
    }

    /// Some of the block's lines and columns, without its spills.
    func cropped(lines kept: Range<Int>, columns: Range<Int>) -> Block {
        var cropped = Block(blank: CellSize(width: columns.count, height: 0), style: .plain)
        cropped.lines = lines[kept].map {
            $0.dropping(columns: columns.lowerBound).prefix(columns: columns.count)
        }
        return cropped
    }

    /// The block with its spills drawn over it, each in front of what is drawn before it, as
    /// layers (their blank cells show what is beneath); what falls outside is cut, except past
    /// the right edge up to `width` columns, where the block grows to show it.
    /// - Parameter most: The most columns the block may grow to; `nil` for none.
    /// - Returns: The block, with no spills.
    func settled(growingTo most: Int? = nil) -> Block {
        guard !spills.isEmpty else { return self }
        var grown = width
        if let most {
            for spill in spills where spill.y < height && spill.y + spill.block.height > 0 {
                grown = max(grown, min(most, spill.x + spill.block.width))
            }
        }
        var settled = Block(blank: CellSize(width: grown, height: 0), style: .plain)
        settled.lines = lines.map { line in
            guard grown > line.width else { return line }
            var padded = line
            padded.append(Line.padding(grown - line.width, style: .plain))
            return padded
        }
        // A spill's block has no spills of its own; what of it falls outside is dropped below.
        for spill in spills { settled.draw(spill.block, x: spill.x, y: spill.y, isLayer: true) }
        settled.spills = []
        if grown > width {
            for index in settled.lines.indices { settled.lines[index].overhang = grown - width }
        }
        return settled
    }
}
