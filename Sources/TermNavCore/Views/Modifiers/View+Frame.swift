extension View {
    /// Puts this view in a frame of a fixed size, in points: a width becomes columns (8 points
    /// a column), a height lines (16 points a line). A dimension left `nil` is the view's own.
    ///
    /// Content wider than the frame is cut with `…`; a frame taller than its content leaves blank
    /// lines. A colour or a shape fills its frame; one less than a line high (a thin bar, as
    /// `Rectangle().frame(height: 1)` draws) becomes a rule of `─`.
    /// - Parameters:
    ///   - width: The width in points, or `nil`.
    ///   - height: The height in points, or `nil`.
    ///   - alignment: Where the view sits in the frame; centred by default.
    /// - Returns: The framed view.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
        -> some View
    {
        builtIn(.frame(CellFrame(width: width, height: height, alignment: alignment)))
    }

    /// Puts this view in a flexible frame, in points: `.frame(maxWidth: .infinity)` takes the
    /// whole width offered, `minHeight: 100` at least six lines.
    ///
    /// Widths become columns (8 points a column) and heights lines (16 points a line). A
    /// `maxHeight` of `.infinity` adds no lines: a terminal screen scrolls rather than stretches.
    /// - Parameters:
    ///   - minWidth: The least width in points.
    ///   - idealWidth: The width the view would like, ignored.
    ///   - maxWidth: The most width in points; `.infinity` for all there is.
    ///   - minHeight: The least height in points.
    ///   - idealHeight: The height the view would like, ignored.
    ///   - maxHeight: The most height in points.
    ///   - alignment: Where the view sits in the frame; centred by default.
    /// - Returns: The framed view.
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
        idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
    ) -> some View {
        builtIn(
            .frame(
                CellFrame(
                    minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
                    alignment: alignment)))
    }
}
