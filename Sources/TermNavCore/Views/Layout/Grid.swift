/// Rows of cells in columns, as SwiftUI's `Grid`: each column as wide as its widest cell, each
/// row as tall as its tallest. Put each row's cells in a ``GridRow``; a view that is not in a row
/// (a `Divider`, a note) spans every column.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Name"); Text("Ada Lovelace") }
///     GridRow { Text("Born"); Text("1815") }
///     Divider()
///     GridRow { Text("Notes").gridCellColumns(2) }
/// }
/// ```
nonisolated public struct Grid<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// Where cells sit in their columns and rows.
    let alignment: Alignment
    /// Blank columns between columns.
    let horizontalSpacing: Int
    /// Blank lines between rows.
    let verticalSpacing: Int
    /// The rows.
    let content: Content

    /// Creates a grid.
    /// - Parameters:
    ///   - alignment: Where each cell sits in its column and row; centred by default, as in
    ///     SwiftUI.
    ///   - horizontalSpacing: The space between columns in points (a column per 8); one column
    ///     by default.
    ///   - verticalSpacing: The space between rows in points (a line per 16); none by default.
    ///   - content: The rows.
    public init(
        alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing.map(PointScale.columns) ?? 1
        self.verticalSpacing = PointScale.lines(verticalSpacing ?? 0)
        self.content = content()
    }
}

/// One row of a ``Grid``: its cells, one per column unless a cell spans more
/// (`.gridCellColumns(_:)`).
nonisolated public struct GridRow<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// Where the row's cells sit down the row, or `nil` for the grid's alignment.
    let alignment: VerticalAlignment?
    /// The cells.
    let content: Content

    /// Creates a row of a grid.
    /// - Parameters:
    ///   - alignment: Where the cells sit down the row; the grid's alignment by default.
    ///   - content: The cells.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension View {
    /// Makes a cell of a ``GridRow`` span several columns.
    /// - Parameter count: The columns it spans; 1 by default.
    /// - Returns: The cell.
    public func gridCellColumns(_ count: Int) -> some View {
        builtIn(.layout(.gridCellColumns(max(1, count))))
    }

    /// Keeps a flexible cell of a ``Grid`` (a colour, a divider) from asking for room along these
    /// axes: it takes the width of its columns, or the height of its row, that the other cells
    /// make, rather than all the grid is offered.
    /// - Parameter axes: The axes along which it asks for no room.
    /// - Returns: The cell.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        builtIn(
            .layout(
                .gridCellUnsizedAxes(
                    horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))))
    }
}
