extension ProgressTrack: PrimitiveView {
    /// The bar, or the circle.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        Self.bar(fraction, isCircular: isCircular)
    }

    /// The bar of a fraction done, across the width its row offers, or a circle's glyph.
    static func bar(_ fraction: Double, isCircular: Bool) -> Node {
        if isCircular { return .image(ProgressBar.circle(fraction: fraction)) }
        return .bar(BarNode { ProgressBar.glyph(fraction: fraction, width: $0) })
    }
}
