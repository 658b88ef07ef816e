extension View {
    /// Colours the cells behind this view: `.background(.blue)`.
    /// - Parameters:
    ///   - color: The colour.
    ///   - edges: The safe-area edges to extend over, ignored: a terminal has none.
    /// - Returns: The view with its background.
    public func background(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        builtIn(.background(color))
    }

    /// Colours the cells behind this view, as a shape: `.background(.blue, in: Capsule())`. The
    /// view's cells hold its text, so they are coloured whole, corners and all.
    /// - Parameters:
    ///   - color: The colour.
    ///   - shape: The shape, ignored.
    ///   - fillStyle: How the shape is filled, ignored.
    /// - Returns: The view with its background.
    public func background<S: Shape>(_ color: Color, in shape: S, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        builtIn(.background(color))
    }

    /// Puts the environment's background style behind this view, as a shape: the terminal's own
    /// background, so nothing shows.
    /// - Parameters:
    ///   - shape: The shape.
    ///   - fillStyle: How the shape is filled, ignored.
    /// - Returns: This view.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> Self {
        self
    }

    /// Puts a shape style behind this view: a gradient colours each cell behind it with the
    /// colour at its place, a material dims the cells (see ``Material``).
    /// - Parameters:
    ///   - style: The style.
    ///   - edges: The safe-area edges to extend over, ignored: a terminal has none.
    /// - Returns: The view with its background.
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    {
        builtIn(.background(StyleFill(paint: StylePaint(style))))
    }

    /// Puts a shape style behind this view, as a shape: the shape's corners have no cells of
    /// their own, so the cells are coloured whole.
    /// - Parameters:
    ///   - style: The style.
    ///   - shape: The shape, ignored.
    ///   - fillStyle: How the shape is filled, ignored.
    /// - Returns: The view with its background.
    @_disfavoredOverload
    public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    )
        -> some View
    {
        builtIn(.background(StyleFill(paint: StylePaint(style))))
    }

    /// Puts views behind this one: `.background { RoundedRectangle(cornerRadius: 8).fill(.blue) }`
    /// colours the cells behind, a stroked shape (`.background { Capsule().stroke(.gray) }`) is a
    /// border around the view (see ``Shape``); other views behind show nothing.
    /// - Parameters:
    ///   - alignment: Where the views go, ignored.
    ///   - content: The views behind.
    /// - Returns: The view with its background.
    public func background<Background: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Background
    ) -> some View {
        builtIn(.background(content()))
    }
}
