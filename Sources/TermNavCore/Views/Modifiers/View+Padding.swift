extension View {
    /// Pads this view on every edge: points become columns at the sides (8 points a column, at
    /// least one) and lines above and below (16 points a line, rounded down).
    /// - Parameter length: The padding in points.
    /// - Returns: The padded view.
    public func padding(_ length: Double) -> some View {
        padding(.all, length)
    }

    /// Pads some edges of this view, by the system's standard amount (16 points) or by a
    /// length: `.padding(.horizontal)`, `.padding([.top, .leading], 8)`.
    /// - Parameters:
    ///   - edges: The edges to pad; all by default.
    ///   - length: The padding in points; 16 when `nil`.
    /// - Returns: The padded view.
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
        let points = length ?? 16
        return builtIn(
            .padding(
                CellInsets(
                    EdgeInsets(
                        top: edges.contains(.top) ? points : 0,
                        leading: edges.contains(.leading) ? points : 0,
                        bottom: edges.contains(.bottom) ? points : 0,
                        trailing: edges.contains(.trailing) ? points : 0))))
    }

    /// Pads each edge of this view by its own length.
    /// - Parameter insets: The padding of each edge, in points.
    /// - Returns: The padded view.
    public func padding(_ insets: EdgeInsets) -> some View {
        builtIn(.padding(CellInsets(insets)))
    }
}
