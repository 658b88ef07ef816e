/// Clipping a view to a shape: the view keeps the cells the shape, filled in its frame, would
/// cover, and shows what is around it in the others.
extension View {
    /// Rounds the view's corners: the view clipped to a `RoundedRectangle` of that radius (see
    /// ``clipShape(_:style:)``). On one line, a radius of 8 points or more halves the end cells
    /// of a background (`▐ Tag ▌`); on several lines, a radius of 14 points or more halves or
    /// leaves out its corner cells (`▄` `▀`). A smaller radius changes nothing.
    /// - Parameters:
    ///   - radius: The corners' radius in points.
    ///   - antialiased: Whether to smooth the edges, ignored.
    /// - Returns: The view with its corners rounded.
    public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> some View {
        builtIn(.clip(ShapeClip(outline: RoundedRectangle(cornerRadius: radius).outline)))
    }

    /// Clips the view to a shape in its frame, cell by cell as the shape filled would cover the
    /// cells: a cell outside the shape shows what is around the view (its background dropped, its
    /// text too unless the shape reaches into the cell), a blank cell half inside it is a half
    /// block in the view's colour (`▄` `▀` at a corner, `▐` `▌` at the end of a pill one line
    /// high; kept whole where the terminal is not UTF-8), and a letter half inside is kept. So
    /// `Text("Sign up").padding(.horizontal).background(.blue).clipShape(Capsule())` is a blue
    /// pill with round ends, and a padded card clipped to a `RoundedRectangle` loses the corners
    /// of its background.
    /// - Parameters:
    ///   - shape: The shape.
    ///   - style: How the shape is filled, ignored.
    /// - Returns: The clipped view.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        builtIn(.clip(ShapeClip(outline: shape.cellOutline)))
    }

    /// Masks the view with another, placed in its frame by an alignment. A shape
    /// (`.mask { Capsule() }`, `.mask(Capsule().fill(.black))`) clips the view as
    /// ``clipShape(_:style:)`` does; any other mask (a stroked shape, a gradient, text) keeps the
    /// view whole, as a terminal cannot show part of a cell through it.
    /// - Parameters:
    ///   - alignment: Where the mask goes, ignored: a shape fills the view's frame.
    ///   - mask: The mask.
    /// - Returns: The masked view.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View
    {
        builtIn(.clip(ShapeClip(outline: maskOutline(mask()))))
    }

    /// Masks the view with another: a shape clips the view as ``clipShape(_:style:)`` does; any
    /// other mask keeps the view whole.
    /// - Parameter mask: The mask.
    /// - Returns: The masked view.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        builtIn(.clip(ShapeClip(outline: maskOutline(mask))))
    }

    /// Clips the view to its frame: what it draws past its edges (moved by
    /// ``offset(x:y:)``, an overlay larger than it) is cut there.
    /// - Parameter antialiased: Whether to smooth the edges, ignored.
    /// - Returns: The clipped view.
    public func clipped(antialiased: Bool = false) -> some View {
        builtIn(.clip(ShapeClip(outline: .rectangle)))
    }

    /// The outline a mask clips to: a shape's, a filled shape's; a rectangle (the view's own
    /// frame, which changes nothing) for any other view.
    private func maskOutline<Mask: View>(_ mask: Mask) -> ShapeOutline {
        if let shape = mask as? any Shape { return shape.cellOutline }
        if let painted = mask as? PaintedShape, case .fill = painted.paint { return painted.outline }
        return .rectangle
    }
}
