/// A lazy grid's items flowed into lines of cells at a width: the rows of a screen whose content
/// is the grid (see ``RowSource``). Nothing is built ahead: line `i` holds items
/// `i * columns ..< (i + 1) * columns`, each built when its line is asked for.
struct GridLines {
    /// A run of the grid's items: one view, or a `ForEach`'s elements, built when shown.
    enum Run {
        /// A view resolved with the screen: its links and hooks are the screen's.
        case fixed(Node)
        /// A `ForEach`'s elements.
        case lazy(ForEachNode)

        var count: Int {
            switch self {
            case .fixed: return 1
            case .lazy(let forEach): return forEach.count
            }
        }
    }

    /// The identity of an item that is not a `ForEach` element: its run's place.
    private struct FixedItem: Hashable {
        let run: Int
    }

    /// The grid's arrangement.
    let grid: LazyGridArrangement
    /// The cells of a line: the grid's columns at the width it was flowed for.
    let columns: Int
    /// The items, in runs.
    let runs: [Run]
    /// Where each run starts among the items.
    private let runStarts: [Int]
    /// The number of items.
    let itemCount: Int
    /// Whether the last line has the grid's spacing below it (more of the grid follows).
    let spacesLastLine: Bool

    /// The number of lines.
    var count: Int { (itemCount + columns - 1) / columns }

    init(grid: LazyGridArrangement, columns: Int, runs: [Run], spacesLastLine: Bool) {
        self.grid = grid
        self.columns = max(1, columns)
        self.runs = runs
        var starts: [Int] = []
        var total = 0
        for run in runs {
            starts.append(total)
            total += run.count
        }
        runStarts = starts
        itemCount = total
        self.spacesLastLine = spacesLastLine
    }

    /// The items of line `line`.
    func items(ofLine line: Int) -> Range<Int> {
        let first = line * columns
        return first..<min(itemCount, first + columns)
    }

    /// The run holding item `item`, and the item's offset within it.
    func locate(_ item: Int) -> (run: Int, offset: Int) {
        var low = 0
        var high = runStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if runStarts[mid] <= item { low = mid } else { high = mid - 1 }
        }
        return (low, item - runStarts[low])
    }

    /// The identity of item `item`, read without building it: its `ForEach` element's, or its
    /// place's.
    func id(ofItem item: Int) -> AnyHashable {
        let (run, offset) = locate(item)
        switch runs[run] {
        case .fixed: return FixedItem(run: run)
        case .lazy(let forEach): return forEach.id(offset)
        }
    }

    /// Whether line `line` has the grid's spacing below it.
    func spacesLine(_ line: Int) -> Bool {
        grid.lineSpacing > 0 && (line < count - 1 || spacesLastLine)
    }

    /// A lazy grid's children as the rows of a screen: a line across for each section header
    /// or footer, the items between them flowed into lines of as many cells as the grid has
    /// columns at `width`.
    /// - Parameters:
    ///   - grid: The grid's arrangement.
    ///   - children: Its items and section labels, `ForEach`es lazy.
    ///   - width: The columns the grid is laid out in.
    /// - Returns: The labels and the runs of lines, in order.
    static func parts(of grid: LazyGridArrangement, children: [Node], width: Int) -> [Part] {
        let columns = max(1, grid.columns(width: width).count)
        var parts: [Part] = []
        var runs: [Run] = []
        func endRuns(beforeMore: Bool) {
            let lines = GridLines(grid: grid, columns: columns, runs: runs, spacesLastLine: beforeMore)
            if lines.itemCount > 0 { parts.append(.lines(lines)) }
            runs = []
        }
        for child in children {
            if child.isSectionLabel {
                endRuns(beforeMore: true)
                parts.append(.label(child))
            } else if case .forEach(let forEach) = child {
                runs.append(.lazy(forEach))
            } else {
                runs.append(.fixed(child))
            }
        }
        endRuns(beforeMore: false)
        return parts
    }

    /// A part of a lazy grid among a screen's rows.
    enum Part {
        /// A section's header or footer: one row across the grid.
        case label(Node)
        /// Items in lines of cells.
        case lines(GridLines)
    }
}
