/// A table's columns laid out across a width, in cells, as SwiftUI sizes a table's columns: each
/// column gets its least width, then the columns grow toward their ideal widths, then share what
/// is left up to their most widths (a fixed column keeps its width). Columns that do not fit at
/// their least width are left out from the right; the first always shows, cut to the width.
struct TableColumnLayout: Equatable {
    /// Blank columns between two columns.
    static let spacing = 2
    /// The least width of a column that says nothing of its width.
    static let defaultLeastWidth = 6

    /// The widths of the columns shown, from the left.
    let widths: [Int]

    /// Lays columns out across a width.
    /// - Parameters:
    ///   - sizings: The columns' sizings, in order.
    ///   - width: The columns the table has.
    init(sizings: [TableColumnSizing], width: Int) {
        guard !sizings.isEmpty else {
            widths = []
            return
        }
        let bounds = sizings.map(Self.bounds(of:))
        var count = 1
        var used = bounds[0].least
        while count < bounds.count, used + Self.spacing + bounds[count].least <= width {
            used += Self.spacing + bounds[count].least
            count += 1
        }
        var widths = bounds[..<count].map(\.least)
        widths[0] = min(widths[0], max(0, width))
        var free = max(0, width - widths.reduce(0, +) - Self.spacing * (count - 1))
        Self.grow(&widths, toward: bounds[..<count].map(\.ideal), free: &free)
        Self.grow(&widths, toward: bounds[..<count].map(\.most), free: &free)
        self.widths = widths
    }

    /// Where each column shown starts, from the table's left edge.
    var starts: [Int] {
        var starts: [Int] = []
        var x = 0
        for width in widths {
            starts.append(x)
            x += width + Self.spacing
        }
        return starts
    }

    /// The column shown at a table's column, if one is there (not the gap between two).
    /// - Parameter x: The column, from the table's left edge.
    /// - Returns: The index of the column shown there.
    func column(at x: Int) -> Int? {
        zip(starts, widths).enumerated().first { ($0.element.0..<($0.element.0 + $0.element.1)).contains(x) }?
            .offset
    }

    /// A column's least, ideal and most widths.
    private static func bounds(of sizing: TableColumnSizing) -> (least: Int, ideal: Int, most: Int) {
        switch sizing {
        case .fixed(let width):
            return (width, width, width)
        case .flexible(let least, let ideal, let most):
            let most = most ?? PointScale.largest
            let least = min(least ?? min(defaultLeastWidth, most), most)
            return (least, min(most, max(least, ideal ?? least)), most)
        }
    }

    /// Shares the free columns among the columns narrower than their caps, evenly (the leftmost
    /// first with what does not divide), each up to its cap.
    private static func grow(_ widths: inout [Int], toward caps: [Int], free: inout Int) {
        while free > 0 {
            let growing = widths.indices.filter { widths[$0] < caps[$0] }
            guard !growing.isEmpty else { return }
            let share = max(1, free / growing.count)
            for index in growing where free > 0 {
                let added = min(share, caps[index] - widths[index], free)
                widths[index] += added
                free -= added
            }
        }
    }
}
