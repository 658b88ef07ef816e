extension View {
    /// Sets the background of the list row this view is in: a colour, a gradient or a material
    /// colours the row's cells across the list (the row's content is as wide as the list). The
    /// focused row's bar is drawn over it, as over any colour the app gave.
    /// - Parameter view: The background, or `nil` for none.
    /// - Returns: The view.
    @ViewBuilder
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        if let view {
            frame(maxWidth: .infinity, alignment: .leading).background(view)
        } else {
            self
        }
    }

    /// Shows or hides the separator of the list row this view is in. Terminal rows have no
    /// separators, so the view is returned unchanged.
    /// - Parameters:
    ///   - visibility: Whether the separator shows.
    ///   - edges: Which separators (above, below) it applies to.
    /// - Returns: This view.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self {
        self
    }

    /// Sets the tint of the separator of the list row this view is in. Terminal rows have no
    /// separators, so the view is returned unchanged.
    /// - Parameters:
    ///   - color: The tint.
    ///   - edges: Which separators (above, below) it applies to.
    /// - Returns: This view.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> Self {
        self
    }

    /// Shows or hides the separators of the sections inside this view. Terminal lists have no
    /// separators, so the view is returned unchanged.
    /// - Parameters:
    ///   - visibility: Whether the separators show.
    ///   - edges: Which separators (above, below) it applies to.
    /// - Returns: This view.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self {
        self
    }

    /// Sets the insets of the list row this view is in. A terminal row keeps its one-column
    /// margins, so the view is returned unchanged.
    /// - Parameter insets: The insets, in points.
    /// - Returns: This view.
    public func listRowInsets(_ insets: EdgeInsets?) -> Self {
        self
    }
}
