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

    /// Colours the cells behind this view with a shape style, as a shape: a colour or a
    /// hierarchical style colours them whole, as ``background(_:in:fillStyle:)`` does with a colour.
    /// - Parameters:
    ///   - style: The style.
    ///   - shape: The shape, ignored.
    ///   - fillStyle: How the shape is filled, ignored.
    /// - Returns: The view with its background.
    public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    )
        -> some View
    {
        builtIn(.background(TermNavCore.foregroundColor(of: style) ?? .clear))
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

    /// Puts a material behind this view: accepted and drawn as nothing (see ``Material``).
    /// - Parameters:
    ///   - material: The material.
    ///   - edges: The safe-area edges to extend over, ignored.
    /// - Returns: This view.
    public func background(_ material: Material, ignoresSafeAreaEdges edges: Edge.Set = .all) -> Self {
        self
    }

    /// Puts a material behind this view in a shape: accepted and drawn as nothing.
    /// - Parameters:
    ///   - material: The material.
    ///   - shape: The shape, ignored.
    /// - Returns: This view.
    public func background<S: Shape>(_ material: Material, in shape: S) -> Self {
        self
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
