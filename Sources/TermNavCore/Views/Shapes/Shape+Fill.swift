extension Shape {
    /// Fills the shape with a colour: the cells of its frame take it as their background.
    /// - Parameter color: The colour.
    /// - Returns: The filled shape.
    public func fill(_ color: Color) -> some View {
        ShapeFill(color: color)
    }

    /// Fills the shape with a shape style: a colour or a gradient fills its cells, a material
    /// dims them, a hierarchical style shows nothing.
    /// - Parameter style: The style.
    /// - Returns: The filled shape.
    public func fill<S: ShapeStyle>(_ style: S) -> some View {
        ShapeFill(style: StylePaint(style))
    }

    /// Outlines the shape. An outline has no cells of its own in a terminal, so it draws nothing.
    /// - Parameters:
    ///   - color: The line's colour.
    ///   - lineWidth: The line's width in points.
    /// - Returns: The outline.
    public func stroke(_ color: Color, lineWidth: Double = 1) -> some View {
        ShapeFill(color: .clear)
    }

    /// Outlines the shape with a shape style: draws nothing.
    /// - Parameters:
    ///   - style: The line's style.
    ///   - lineWidth: The line's width in points.
    /// - Returns: The outline.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> some View {
        ShapeFill(color: .clear)
    }

    /// Outlines the shape in the foreground colour: draws nothing.
    /// - Parameter lineWidth: The line's width in points.
    /// - Returns: The outline.
    public func stroke(lineWidth: Double = 1) -> some View {
        ShapeFill(color: .clear)
    }

    /// Outlines the inside of the shape: draws nothing.
    /// - Parameters:
    ///   - color: The line's colour.
    ///   - lineWidth: The line's width in points.
    /// - Returns: The outline.
    public func strokeBorder(_ color: Color, lineWidth: Double = 1) -> some View {
        ShapeFill(color: .clear)
    }

    /// Outlines the inside of the shape with a shape style: draws nothing.
    /// - Parameters:
    ///   - style: The line's style.
    ///   - lineWidth: The line's width in points.
    /// - Returns: The outline.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> some View {
        ShapeFill(color: .clear)
    }
}

/// A shape filled with a colour, or outlined (`.clear`: nothing shows).
nonisolated struct ShapeFill: View {
    /// Built into TermNav: no body.
    typealias Body = Never

    /// The fill.
    let color: Color
    /// A gradient filling the shape in place of the colour, if any.
    var gradient: GradientPaint? = nil
}

extension ShapeFill {
    /// A shape filled with a shape style's paint (see ``StylePaint``).
    init(style: StylePaint) {
        switch style {
        case .color(let color): self.init(color: color)
        case .gradient(let gradient): self.init(color: .clear, gradient: gradient)
        }
    }
}
