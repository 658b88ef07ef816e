extension Color {
    /// This colour mixed with another, as SwiftUI's `mix(with:by:in:)`.
    ///
    /// SwiftUI's named colours mix by SwiftUI's values for them, and the mix is a colour of a
    /// value. The terminal's own colours (``primary``, ``secondary``, ``default``) have no value
    /// to mix, so the mix is the nearer of the two colours; ``clear`` mixes as the other colour
    /// fading out.
    /// - Parameters:
    ///   - other: The other colour.
    ///   - fraction: How much of the other colour, from 0 (this colour) to 1 (the other).
    ///   - colorSpace: How to mix: as the eye sees colours (the default), or by components.
    /// - Returns: The mix.
    public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual)
        -> Color
    {
        mixed(with: other, by: fraction, perceptual: colorSpace.isPerceptual, scheme: .light)
    }

    /// This colour mixed with another, opacity too.
    /// - Parameters:
    ///   - other: The other colour.
    ///   - fraction: How much of the other, from 0 to 1.
    ///   - perceptual: Whether to mix in OKLab, else by sRGB components.
    ///   - scheme: The background, for a colour whose value depends on it.
    /// - Returns: The mix.
    func mixed(with other: Color, by fraction: Double, perceptual: Bool, scheme: ColorScheme) -> Color {
        let fraction = min(1, max(0, fraction.isNaN ? 0 : fraction))
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        let opacity = opacityValue + (other.opacityValue - opacityValue) * fraction
        let mine = kind == .clear ? nil : (isTerminalOwn ? nil : value(in: scheme))
        let theirs = other.kind == .clear ? nil : (other.isTerminalOwn ? nil : other.value(in: scheme))
        switch (mine, theirs) {
        case (let mine?, let theirs?):
            let value =
                perceptual
                ? mine.oklab.mixed(with: theirs.oklab, by: fraction).rgb
                : mine.blended(with: theirs, opacity: fraction)
            return Color(rgb: value).opacity(opacity)
        case (let mine?, nil) where other.kind == .clear:
            return Color(rgb: mine).opacity(opacityValue * (1 - fraction))
        case (nil, let theirs?) where kind == .clear:
            return Color(rgb: theirs).opacity(other.opacityValue * fraction)
        default:
            return fraction < 0.5 ? self : other
        }
    }
}
