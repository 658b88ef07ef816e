extension ProgressTrack: PrimitiveView {
    /// The bar, or the circle.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        Self.bar(fraction, isCircular: isCircular, tint: context.tint)
    }

    /// The bar of a fraction done, across the width its row offers, its filled part in the tint;
    /// or a circle's glyph.
    static func bar(_ fraction: Double, isCircular: Bool, tint: Color?) -> Node {
        if isCircular { return .image(ProgressBar.circle(fraction: fraction)) }
        return .bar(BarNode(drawn: { ProgressBar.parts(fraction: fraction, width: $0) }, tint: tint))
    }
}
