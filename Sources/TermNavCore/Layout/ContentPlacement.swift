/// Where the rows of a screen's content that is not a list go, as SwiftUI places a root stack in
/// the content area: each vertical stack as wide as its widest child and its children aligned in
/// it, the whole centred across the screen; down the screen, spacers share the lines the content
/// leaves, or else the content is centred (or aligned as a frame that fills the height says),
/// unless it scrolls or does not fit, when it starts at the top (a spacer after a scroll view
/// still takes what it leaves, keeping a bar pinned below it at the bottom).
struct ContentPlacement: Equatable {
    /// The columns each row is moved right by.
    let columns: [Int]
    /// The columns each row takes once placed, where the focus bar goes when it has the focus.
    let extents: [Range<Int>]
    /// The blank lines added under each row (a spacer's share of the free lines).
    let extraLines: [Int]
    /// The blank lines above the first row.
    let top: Int

    /// What the placement knows of a row.
    struct Row {
        /// The stack it stood in (``ContentStacks``).
        var stack: Int
        /// The columns it takes: its widest line, or the whole width for a row that fills it
        /// (an accessory, a grid's line).
        var width: Int
        /// The lines it takes.
        var height: Int
        /// Whether it is a spacer, which takes a share of the free lines.
        var isSpacer: Bool
    }

    /// The most rows placed: content with more is laid out from the top leading corner, as it
    /// scrolls anyway (placing it would lay out every row each time the screen resolves).
    static let mostRows = 256

    /// Places rows.
    /// - Parameters:
    ///   - rows: The rows, in order.
    ///   - stacks: The stacks they stood in.
    ///   - width: The content area's columns.
    ///   - height: The content area's lines.
    init(rows: [Row], stacks: ContentStacks, width: Int, height: Int) {
        // Each stack as wide as its widest child: rows first, then each stack in its parent's,
        // innermost first (a parent's number is smaller than its children's).
        var widths = Array(repeating: 0, count: stacks.stacks.count)
        for row in rows where widths.indices.contains(row.stack) {
            widths[row.stack] = max(widths[row.stack], min(width, row.width))
        }
        for index in stacks.stacks.indices.reversed() {
            guard let parent = stacks.stacks[index].parent else { continue }
            widths[parent] = max(widths[parent], widths[index])
        }
        widths[0] = width
        // Each stack's leading column, parents first.
        var origins = Array(repeating: 0, count: stacks.stacks.count)
        for (index, stack) in stacks.stacks.enumerated() {
            guard let parent = stack.parent else { continue }
            origins[index] =
                origins[parent]
                + LineLayout.offset(of: stacks.stacks[parent].alignment, room: widths[parent] - widths[index])
        }
        columns = rows.map { row in
            guard stacks.stacks.indices.contains(row.stack) else { return 0 }
            let room = widths[row.stack] - min(width, row.width)
            return origins[row.stack] + LineLayout.offset(of: stacks.stacks[row.stack].alignment, room: room)
        }
        extents = zip(columns, rows).map { column, row in column..<(column + min(width, row.width)) }
        // Down the content area.
        let taken = rows.reduce(0) { $0 + $1.height }
        let free = max(0, height - taken)
        let spacers = rows.indices.filter { rows[$0].isSpacer }
        var extra = Array(repeating: 0, count: rows.count)
        if spacers.isEmpty {
            top =
                stacks.startsAtTop
                ? 0 : LineLayout.offset(of: stacks.verticalAlignment ?? .center, room: free)
        } else {
            top = 0
            for (order, index) in spacers.enumerated() {
                extra[index] = free / spacers.count + (order < free % spacers.count ? 1 : 0)
            }
        }
        extraLines = extra
    }
}
