/// A column of a ``NavigationSplitView`` pushed as a screen: its view is built again whenever the
/// state it reads changes (the selection that chose it, say), and choosing a row of a list that
/// selects in it pushes the next column, if there is one.
struct SplitColumn<Column: View>: View {
    /// Builds the column's view.
    let column: () -> Column
    /// Builds the next column's screen.
    let next: (() -> any View)?

    /// The column, built now, with the link to the next column.
    var body: some View {
        SplitColumnContent(column: column(), next: next)
    }
}

/// A split view column's content, built, and what choosing one of its lists' rows pushes.
nonisolated struct SplitColumnContent<Column: View>: View {
    /// Built into TermNav: no body.
    typealias Body = Never

    /// The column's view.
    let column: Column
    /// Builds the next column's screen, if there is one.
    let next: (() -> any View)?
}
