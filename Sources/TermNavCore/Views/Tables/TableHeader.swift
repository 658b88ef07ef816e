import Foundation

/// A table's header line, with what it keeps while the table shows: the column chosen with ←
/// and →, and whether the line has the focus. The line itself (``TableHeaderLine``) is made
/// afresh each time the table is, from the columns as laid out at the screen's width
/// (``TableHeaderColumns``, in the environment), so a resize lays it out again.
struct TableHeader: View {
    /// The column chosen with ← and →, once one was.
    @State private var chosen: Int?
    @FocusState private var isFocused: Bool

    var body: some View {
        TableHeaderLine(chosen: $chosen, isFocused: isFocused)
            .focused($isFocused)
    }
}

/// A table's header line: the columns' titles in bold, each in its column, the sorted column's
/// ending with its direction. In a table that sorts, the line takes the focus: ← and → (Tab and
/// Shift-Tab) choose a column that sorts, underlined while the line has the focus, and Enter,
/// Space or `s` sorts by it, as a click on a title does.
struct TableHeaderLine: View {
    /// Built into TermNav: no body.
    typealias Body = Never

    /// The column chosen with ← and →, once one was.
    let chosen: Binding<Int?>
    /// Whether the line has the focus.
    let isFocused: Bool
}

/// The columns of the table a header line stands over, as the table laid them out.
struct TableHeaderColumns {
    /// Each column's title.
    var titles: [AnyView] = []
    /// Each column's width, in cells.
    var widths: [Int] = []
    /// Blank cells between two columns.
    var spacing = 0
    /// Where each title sits in its column.
    var alignments: [HorizontalAlignment] = []
    /// The direction the table is sorted by each column in, `nil` for a column it is not sorted by.
    var directions: [SortOrder?] = []
    /// Whether each column sorts.
    var sorts: [Bool] = []
    /// Sorts the table by a column (again, the other way).
    var sort: (Int) -> Void = { _ in }

    /// The column Enter sorts by: the one chosen, else the one the table is sorted by, else the
    /// first that sorts.
    /// - Parameter chosen: The column chosen with ← and →, if one was.
    /// - Returns: The column, if any sorts.
    func current(chosen: Int?) -> Int? {
        if let chosen, sorts.indices.contains(chosen), sorts[chosen] { return chosen }
        return directions.firstIndex { $0 != nil } ?? sorts.firstIndex(of: true)
    }

    /// The next column that sorts, before or after a column.
    /// - Parameters:
    ///   - column: The column.
    ///   - backward: Whether to look before it.
    /// - Returns: The column, if there is one.
    func next(after column: Int?, backward: Bool) -> Int? {
        guard let column else { return nil }
        let candidates = backward ? Array((0..<column).reversed()) : Array((column + 1)..<sorts.count)
        return candidates.first { sorts[$0] }
    }

    /// The column under a point of the header, if a column is there (not the gap between two).
    /// - Parameter x: The point's distance from the header's left edge, in points.
    /// - Returns: The column.
    func column(atPoints x: Double) -> Int? {
        let cell = Int(x / 8)
        var start = 0
        for (column, width) in widths.enumerated() {
            if (start..<(start + width)).contains(cell) { return column }
            start += width + spacing
        }
        return nil
    }
}

extension EnvironmentValues {
    /// The columns of the table whose header line stands here.
    var tableHeaderColumns: TableHeaderColumns {
        get { self[TableHeaderColumnsKey.self] }
        set { self[TableHeaderColumnsKey.self] = newValue }
    }
}

/// Where a table hands its header line its columns.
private struct TableHeaderColumnsKey: EnvironmentKey {
    static var defaultValue: TableHeaderColumns { TableHeaderColumns() }
}
