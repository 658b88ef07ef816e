extension View {
    /// Colours the cells behind this view: `.background(.blue)`.
    /// - Parameters:
    ///   - color: The colour.
    ///   - edges: The safe-area edges to extend over, ignored: a terminal has none.
    /// - Returns: The view with its background.
    public func background(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        builtIn(.background(color))
    }

    /// Colours the cells behind this view in a shape: `.background(.blue, in: Capsule())`. The
    /// cells the shape, filled in the view's frame, would leave out keep the background around
    /// the view, and those it covers by half are half blocks (see ``clipShape(_:style:)``); the
    /// view's text is never cut.
    /// - Parameters:
    ///   - color: The colour.
    ///   - shape: The shape.
    ///   - fillStyle: How the shape is filled, ignored.
    /// - Returns: The view with its background.
    public func background<S: Shape>(_ color: Color, in shape: S, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        builtIn(.background(color)).builtIn(.clip(ShapeClip(outline: shape.cellOutline, keepsText: true)))
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

    /// Puts a shape style behind this view in a shape: a colour, a gradient or a material in
    /// the cells the shape covers, as ``background(_:in:fillStyle:)`` puts a colour.
    /// - Parameters:
    ///   - style: The style.
    ///   - shape: The shape.
    ///   - fillStyle: How the shape is filled, ignored.
    /// - Returns: The view with its background.
    @_disfavoredOverload
    public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    )
        -> some View
    {
        builtIn(.background(StyleFill(paint: StylePaint(style))))
            .builtIn(.clip(ShapeClip(outline: shape.cellOutline, keepsText: true)))
    }

    /// Puts views behind this one: `.background { RoundedRectangle(cornerRadius: 8).fill(.blue) }`
    /// colours the cells behind that the shape covers (as ``background(_:in:fillStyle:)``), a
    /// stroked shape (`.background { Capsule().stroke(.gray) }`) is a border around the view (see
    /// ``Shape``); other views behind show nothing.
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
