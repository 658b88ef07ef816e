/// Modifiers a terminal has no cells for: accepted so SwiftUI code compiles unchanged, and
/// ignored. Each returns the view as it is.
extension View {
    /// Draws a shadow behind the view: ignored, a terminal has no depth.
    /// - Parameters:
    ///   - color: The shadow's colour.
    ///   - radius: The blur radius in points.
    ///   - x: The horizontal offset in points.
    ///   - y: The vertical offset in points.
    /// - Returns: This view.
    public func shadow(color: Color = .black, radius: Double, x: Double = 0, y: Double = 0) -> Self {
        self
    }

    /// Blurs the view: ignored.
    /// - Parameters:
    ///   - radius: The blur radius in points.
    ///   - opaque: Whether the blur is opaque.
    /// - Returns: This view.
    public func blur(radius: Double, opaque: Bool = false) -> Self {
        self
    }

    /// Scales the view: ignored, text has one size.
    /// - Parameters:
    ///   - scale: The scale.
    ///   - anchor: The point it scales around.
    /// - Returns: This view.
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> Self {
        self
    }

    /// Scales the view by different amounts across and down: ignored.
    /// - Parameters:
    ///   - x: The scale across.
    ///   - y: The scale down.
    ///   - anchor: The point it scales around.
    /// - Returns: This view.
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> Self {
        self
    }

    /// Rotates the view: ignored, text stays upright.
    /// - Parameters:
    ///   - angle: The angle.
    ///   - anchor: The point it turns around.
    /// - Returns: This view.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self {
        self
    }

    /// Animates changes to the view when a value changes: ignored, a frame is drawn at once.
    /// - Parameters:
    ///   - animation: The animation.
    ///   - value: The value whose changes animate.
    /// - Returns: This view.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self {
        self
    }

    /// Animates changes to the view: ignored, a frame is drawn at once.
    /// - Parameter animation: The animation.
    /// - Returns: This view.
    public func animation(_ animation: Animation?) -> Self {
        self
    }

    /// How the view comes and goes: ignored, it appears and disappears at once.
    /// - Parameter transition: The transition.
    /// - Returns: This view.
    public func transition(_ transition: AnyTransition) -> Self {
        self
    }

    /// Sets the scale of symbol images: ignored, a glyph takes its cells.
    /// - Parameter scale: The scale.
    /// - Returns: This view.
    public func imageScale(_ scale: Image.Scale) -> Self {
        self
    }

    /// Keeps the view at an aspect ratio: ignored, a view takes its cells.
    /// - Parameters:
    ///   - aspectRatio: The ratio of width to height, or `nil` for the content's own.
    ///   - contentMode: Whether to fit or fill.
    /// - Returns: This view.
    public func aspectRatio(_ aspectRatio: Double? = nil, contentMode: ContentMode) -> Self {
        self
    }

    /// Scales the view to fit its frame: ignored.
    /// - Returns: This view.
    public func scaledToFit() -> Self {
        self
    }

    /// Scales the view to fill its frame: ignored.
    /// - Returns: This view.
    public func scaledToFill() -> Self {
        self
    }

    /// Sets the order of overlapping views: ignored, later views are drawn on top.
    /// - Parameter value: The order.
    /// - Returns: This view.
    public func zIndex(_ value: Double) -> Self {
        self
    }

    /// Sets the space between lines of text: ignored, lines are one cell apart.
    /// - Parameter lineSpacing: The space in points.
    /// - Returns: This view.
    public func lineSpacing(_ lineSpacing: Double) -> Self {
        self
    }

    /// Sets the space between characters: ignored, characters are one cell apart.
    /// - Parameter kerning: The space in points.
    /// - Returns: This view.
    public func kerning(_ kerning: Double) -> Self {
        self
    }

    /// Sets the space between characters: ignored, characters are one cell apart.
    /// - Parameter tracking: The space in points.
    /// - Returns: This view.
    public func tracking(_ tracking: Double) -> Self {
        self
    }

    /// Lets text shrink to fit: ignored, text has one size and is cut with `…` instead.
    /// - Parameter factor: The least scale.
    /// - Returns: This view.
    public func minimumScaleFactor(_ factor: Double) -> Self {
        self
    }

    /// Where text is cut when it does not fit: ignored, text is cut at its end.
    /// - Parameter mode: The mode.
    /// - Returns: This view.
    public func truncationMode(_ mode: Text.TruncationMode) -> Self {
        self
    }

    /// Lets the view extend under the safe area: ignored, a terminal has none.
    /// - Parameters:
    ///   - regions: The regions.
    ///   - edges: The edges.
    /// - Returns: This view.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self {
        self
    }

    /// Lets the view extend under the safe area at some edges: ignored, a terminal has none.
    /// - Parameter edges: The edges.
    /// - Returns: This view.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self {
        self
    }
}
