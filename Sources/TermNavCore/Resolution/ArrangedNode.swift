/// Children arranged by a layout of their own, which the box layout sizes and places.
struct ArrangedNode {
    /// How the children are arranged.
    enum Arrangement {
        /// `Grid`: its rows' cells in columns as wide as their widest cell; a child that is not
        /// a row spans every column.
        case grid(GridArrangement)
        /// `GridRow`: the cells of one row of a grid, and where they sit down their row.
        case gridRow(VerticalAlignment?)
        /// `ViewThatFits`: the first child whose ideal size fits what is offered along these
        /// axes, else the last.
        case firstFitting(horizontal: Bool, vertical: Bool)
        /// An app's own `Layout`.
        case custom(CustomArrangement)
        /// `LazyVGrid` (and `LazyHGrid`, turned a quarter): its children flow into its columns,
        /// left to right then down; a section's header or footer is a line across. At the top of
        /// a screen's content its `ForEach`es stay lazy (the screen's rows are then its lines,
        /// see ``RowSource``); one line of it is such a grid of that line's cells.
        case lazyGrid(LazyGridArrangement)
        /// `GeometryReader`: no children until a size is offered; its content is resolved for
        /// it (``GeometryContent``) and placed at the top left.
        case geometry(GeometryContent)
        /// `ScrollView(.horizontal)` (`vertical` with `.vertical` too): its one child laid out
        /// at its ideal width and shown through a window as wide as the scroll view.
        case scroll(vertical: Bool)
    }

    /// How the children are arranged.
    var arrangement: Arrangement
    /// The children, in order.
    var children: [Node]
}

/// A grid's alignment and spacing, in cells.
struct GridArrangement {
    /// Where a cell sits in its column and row.
    var alignment: Alignment
    /// Blank columns between columns.
    var horizontalSpacing: Int
    /// Blank lines between rows.
    var verticalSpacing: Int
}
