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
    /// shape's corners have no cells of their own, so the cells are coloured whole.
    /// - Parameters:
    ///   - color: The colour.
    ///   - shape: The shape, ignored.
    /// - Returns: The view with its background.
    public func background<S: Shape>(_ color: Color, in shape: S) -> some View {
        builtIn(.background(color))
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

    /// Puts views behind this one: `.background { RoundedRectangle(cornerRadius: 8).fill(.blue) }`.
    /// Only a background colour shows.
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
