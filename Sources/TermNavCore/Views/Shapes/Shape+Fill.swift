extension Shape {
    /// Fills the shape with a colour: its cells take it as their background; a round shape's
    /// edges are half blocks (`▀▄`) in the colour, and a round shape of a cell or two is a dot `●`.
    /// - Parameters:
    ///   - color: The colour.
    ///   - style: How the shape is filled, ignored.
    /// - Returns: The filled shape.
    public func fill(_ color: Color, style: FillStyle = FillStyle()) -> some View {
        PaintedShape(outline: cellOutline, paint: .fill(color))
    }

    /// Fills the shape with a shape style: a colour or a hierarchical style fills as a colour
    /// does, a gradient fills the frame's cells each in its colour, a material dims them.
    /// - Parameters:
    ///   - content: The style.
    ///   - style: How the shape is filled, ignored.
    /// - Returns: The filled shape.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        PaintedShape(
            outline: cellOutline, paint: .fill(StylePaint(content).shownColor),
            gradient: StylePaint(content).gradient)
    }

    /// Fills the shape with the colour of the text around it.
    /// - Parameter style: How the shape is filled, ignored.
    /// - Returns: The filled shape.
    public func fill(style: FillStyle = FillStyle()) -> some View {
        PaintedShape(outline: cellOutline, paint: .fill(nil))
    }

    /// Outlines the shape: a box of box-drawing characters around the cells of its frame, in the
    /// colour; heavy from a line width of 3 points.
    /// - Parameters:
    ///   - color: The line's colour.
    ///   - lineWidth: The line's width in points.
    ///   - antialiased: Whether the edges are smoothed, ignored.
    /// - Returns: The outline.
    public func stroke(_ color: Color, lineWidth: Double = 1, antialiased: Bool = true) -> some View {
        outlined(color, StrokeStyle(lineWidth: lineWidth))
    }

    /// Outlines the shape with a shape style: a box in the style's colour.
    /// - Parameters:
    ///   - content: The line's style.
    ///   - lineWidth: The line's width in points.
    ///   - antialiased: Whether the edges are smoothed, ignored.
    /// - Returns: The outline.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: Double = 1, antialiased: Bool = true)
        -> some View
    {
        outlined(StylePaint(content).shownColor, StrokeStyle(lineWidth: lineWidth))
    }

    /// Outlines the shape in the colour of the text around it.
    /// - Parameters:
    ///   - lineWidth: The line's width in points.
    ///   - antialiased: Whether the edges are smoothed, ignored.
    /// - Returns: The outline.
    public func stroke(lineWidth: Double = 1, antialiased: Bool = true) -> some View {
        outlined(nil, StrokeStyle(lineWidth: lineWidth))
    }

    /// Outlines the shape in a stroke style, in the colour of the text around it: dashed for a
    /// dash, heavy from a line width of 3 points.
    /// - Parameters:
    ///   - style: The stroke style.
    ///   - antialiased: Whether the edges are smoothed, ignored.
    /// - Returns: The outline.
    public func stroke(style: StrokeStyle, antialiased: Bool = true) -> some View {
        outlined(nil, style)
    }

    /// Outlines the shape in a colour and a stroke style.
    /// - Parameters:
    ///   - color: The line's colour.
    ///   - style: The stroke style.
    ///   - antialiased: Whether the edges are smoothed, ignored.
    /// - Returns: The outline.
    public func stroke(_ color: Color, style: StrokeStyle, antialiased: Bool = true) -> some View {
        outlined(color, style)
    }

    /// Outlines the shape in a shape style and a stroke style.
    /// - Parameters:
    ///   - content: The line's style.
    ///   - style: The stroke style.
    ///   - antialiased: Whether the edges are smoothed, ignored.
    /// - Returns: The outline.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View
    {
        outlined(StylePaint(content).shownColor, style)
    }

    /// Outlines the inside of the shape: in cells the same box as `stroke(_:lineWidth:antialiased:)`,
    /// around the cells of its frame.
    /// - Parameters:
    ///   - color: The line's colour.
    ///   - lineWidth: The line's width in points.
    ///   - antialiased: Whether the edges are smoothed, ignored.
    /// - Returns: The outline.
    public func strokeBorder(_ color: Color, lineWidth: Double = 1, antialiased: Bool = true) -> some View {
        outlined(color, StrokeStyle(lineWidth: lineWidth))
    }

    /// Outlines the inside of the shape with a shape style.
    /// - Parameters:
    ///   - content: The line's style.
    ///   - lineWidth: The line's width in points.
    ///   - antialiased: Whether the edges are smoothed, ignored.
    /// - Returns: The outline.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: Double = 1, antialiased: Bool = true)
        -> some View
    {
        outlined(StylePaint(content).shownColor, StrokeStyle(lineWidth: lineWidth))
    }

    /// Outlines the inside of the shape in the colour of the text around it.
    /// - Parameters:
    ///   - lineWidth: The line's width in points.
    ///   - antialiased: Whether the edges are smoothed, ignored.
    /// - Returns: The outline.
    public func strokeBorder(lineWidth: Double = 1, antialiased: Bool = true) -> some View {
        outlined(nil, StrokeStyle(lineWidth: lineWidth))
    }

    /// Outlines the inside of the shape in a stroke style.
    /// - Parameters:
    ///   - style: The stroke style.
    ///   - antialiased: Whether the edges are smoothed, ignored.
    /// - Returns: The outline.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        outlined(nil, style)
    }

    /// Outlines the inside of the shape in a colour and a stroke style.
    /// - Parameters:
    ///   - color: The line's colour.
    ///   - style: The stroke style.
    ///   - antialiased: Whether the edges are smoothed, ignored.
    /// - Returns: The outline.
    public func strokeBorder(_ color: Color, style: StrokeStyle, antialiased: Bool = true) -> some View {
        outlined(color, style)
    }

    /// Outlines the inside of the shape in a shape style and a stroke style.
    /// - Parameters:
    ///   - content: The line's style.
    ///   - style: The stroke style.
    ///   - antialiased: Whether the edges are smoothed, ignored.
    /// - Returns: The outline.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> some View
    {
        outlined(StylePaint(content).shownColor, style)
    }

    /// The shape outlined in a colour (`nil`: the text's) and a style.
    private func outlined(_ color: Color?, _ style: StrokeStyle) -> PaintedShape {
        PaintedShape(outline: cellOutline, paint: .stroke(color, style))
    }
}
