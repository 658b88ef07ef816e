extension View {
    /// Draws a border around this view: a box of `┌─┐│└┘` (`+-|` where the terminal is not UTF-8)
    /// in the colour, heavy (`┏━┓`) from a width of 3 points. The box takes cells of its own, as
    /// a padding would: the view is two columns wider and two lines taller, and its text never
    /// lies under the border.
    /// - Parameters:
    ///   - color: The border's colour.
    ///   - width: The border's width in points; none at 0.
    /// - Returns: The bordered view.
    public func border(_ color: Color, width: Double = 1) -> some View {
        builtIn(
            .border(PaintedShape(outline: .rectangle, paint: .stroke(color, StrokeStyle(lineWidth: width)))))
    }

    /// Draws a border around this view in a shape style's colour: see ``border(_:width:)``.
    /// - Parameters:
    ///   - content: The border's style.
    ///   - width: The border's width in points; none at 0.
    /// - Returns: The bordered view.
    public func border<S: ShapeStyle>(_ content: S, width: Double = 1) -> some View {
        let color = StylePaint(content).shownColor
        return builtIn(
            .border(PaintedShape(outline: .rectangle, paint: .stroke(color, StrokeStyle(lineWidth: width)))))
    }
}
