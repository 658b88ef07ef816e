/// A lazy grid's arrangement, in cells: its columns' items, where cells sit, and the blank
/// lines between its lines. A `LazyHGrid` is arranged as the vertical grid it is laid out as.
struct LazyGridArrangement {
    /// The columns' items, as the app gave them (points).
    var items: [GridItem]
    /// Where cells sit in their space, unless their item says.
    var alignment: Alignment
    /// Blank lines between lines of cells.
    var lineSpacing: Int

    /// One column of the grid at a width: its place and how its cells sit in it.
    struct LazyGridColumn: Equatable {
        /// The column it starts at, from the grid's leading edge.
        var x: Int
        /// Its width.
        var width: Int
        /// Where its cells sit.
        var alignment: Alignment
    }

    /// The grid's columns at a width, as SwiftUI sizes them: fixed items take their width;
    /// flexible and adaptive items share what the fixed items and the spacing leave, each within
    /// its bounds; an adaptive item's share holds as many columns of at least its minimum as fit
    /// (at least one, as wide as the share when even one does not fit), sharing that share, each
    /// at most its maximum. Cells: a column per 8
    /// points, the standard spacing a column.
    /// - Parameter width: The columns the grid is offered.
    /// - Returns: The columns, leading first; at least one for a grid with items.
    func columns(width: Int) -> [LazyGridColumn] {
        guard !items.isEmpty else { return [] }
        let spacings = items.map { $0.spacing.map(PointScale.columns) ?? Self.standardSpacing }
        let between = spacings.dropLast().reduce(0, +)
        var widths = Array(repeating: 0, count: items.count)
        var shared: [(index: Int, least: Int, most: Int)] = []
        var left = width - between
        for (index, item) in items.enumerated() {
            switch item.size {
            case .fixed(let points):
                widths[index] = PointScale.columns(points)
                left -= widths[index]
            case .flexible(let minimum, let maximum):
                let least = PointScale.columns(minimum)
                shared.append((index, least, max(least, PointScale.columns(maximum))))
            case .adaptive:
                // Its minimum says how many columns its share holds, not how wide the share is:
                // an item wider than the grid is one column as wide as the grid.
                shared.append((index, 1, PointScale.largest))
            }
        }
        for (index, share) in Self.share(max(0, left), among: shared) { widths[index] = share }
        var columns: [LazyGridColumn] = []
        var x = 0
        for (index, item) in items.enumerated() {
            let alignment = item.alignment ?? self.alignment
            let spacing = spacings[index]
            guard case .adaptive(let minimum, let maximum) = item.size else {
                columns.append(LazyGridColumn(x: x, width: widths[index], alignment: alignment))
                x += widths[index] + spacing
                continue
            }
            let least = max(1, PointScale.columns(minimum))
            let most = max(least, PointScale.columns(maximum))
            let room = widths[index]
            let start = x
            let count = max(1, (room + spacing) / (least + spacing))
            let inner = max(0, room - spacing * (count - 1))
            for part in 0..<count {
                let each = min(most, inner / count + (part < inner % count ? 1 : 0))
                columns.append(LazyGridColumn(x: x, width: each, alignment: alignment))
                x += each + spacing
            }
            // Columns held to their most leave the rest of the item's share blank after them.
            x = start + room + spacing
        }
        return columns
    }

    /// A column between items that give no spacing: SwiftUI's standard spacing, 8 points.
    static let standardSpacing = 1

    /// Shares `room` among items with bounds, as SwiftUI shares a grid's width among flexible
    /// items: the tightest bounds first, each item's share at least its least and at most its
    /// most, the rest split evenly (the first items taking a column more when it does not
    /// divide).
    private static func share(_ room: Int, among items: [(index: Int, least: Int, most: Int)])
        -> [(Int, Int)]
    {
        var open = items
        var left = room
        var shares: [(Int, Int)] = []
        // Items whose least is more than an even share take their least; then items whose most
        // is less take their most; then the rest share evenly. Each pass fixes one at least.
        while !open.isEmpty {
            let even = left / open.count
            if let tight = open.indices.filter({ open[$0].least > even }).max(by: {
                open[$0].least < open[$1].least
            }) {
                shares.append((open[tight].index, open[tight].least))
                left -= open[tight].least
                open.remove(at: tight)
                continue
            }
            if let capped = open.indices.filter({ open[$0].most < even }).min(by: {
                open[$0].most < open[$1].most
            }) {
                shares.append((open[capped].index, open[capped].most))
                left -= open[capped].most
                open.remove(at: capped)
                continue
            }
            let rest = max(0, left)
            for (order, item) in open.enumerated() {
                shares.append((item.index, rest / open.count + (order < rest % open.count ? 1 : 0)))
            }
            open = []
        }
        return shares
    }
}
