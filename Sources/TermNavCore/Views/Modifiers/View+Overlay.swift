extension View {
    /// Draws a view over this one, placed by an alignment against this view's cells (an overlay
    /// larger than the view is drawn past its edges). A stroked shape
    /// (`.overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray))`) is a border around the view,
    /// drawn on its padding where it has some and in cells of its own where not, so it never
    /// covers the text (see ``Shape``). A colour or a filled shape laid over draws nothing
    /// (a terminal cell cannot show one colour through another), so the text beneath stays
    /// readable.
    /// - Parameters:
    ///   - overlay: The view drawn over.
    ///   - alignment: Where it goes; centred by default.
    /// - Returns: The view.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        builtIn(.overlay(overlay, alignment))
    }

    /// Draws views over this one, placed by an alignment against this view's cells:
    /// `.overlay(alignment: .topTrailing) { Text("New") }`.
    /// - Parameters:
    ///   - alignment: Where they go; centred by default.
    ///   - content: The views drawn over.
    /// - Returns: The view.
    public func overlay<Overlay: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
    ) -> some View {
        builtIn(.overlay(content(), alignment))
    }

    /// Lays a shape style over this view, as a shape: a tint laid over draws nothing, so the text
    /// beneath stays readable.
    /// - Parameters:
    ///   - style: The style.
    ///   - shape: The shape.
    ///   - fillStyle: How the shape is filled, ignored.
    /// - Returns: This view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> Self
    {
        self
    }
}
