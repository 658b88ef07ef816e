/// How a view's colours combine with those behind it, as SwiftUI's `BlendMode`: a terminal cell
/// shows one colour, so every mode draws as `.normal`.
public enum BlendMode: Hashable, Sendable {
    /// The view over what is behind it.
    case normal
    /// Multiplied.
    case multiply
    /// Screened.
    case screen
    /// Overlaid.
    case overlay
    /// The darker of the two.
    case darken
    /// The lighter of the two.
    case lighten
    /// Colour dodge.
    case colorDodge
    /// Colour burn.
    case colorBurn
    /// Soft light.
    case softLight
    /// Hard light.
    case hardLight
    /// The difference.
    case difference
    /// Exclusion.
    case exclusion
    /// The view's hue.
    case hue
    /// The view's saturation.
    case saturation
    /// The view's colour.
    case color
    /// The view's luminosity.
    case luminosity
    /// The view where the backdrop is.
    case sourceAtop
    /// The backdrop over the view.
    case destinationOver
    /// The backdrop where the view is not.
    case destinationOut
    /// Darker of the sum.
    case plusDarker
    /// Lighter of the sum.
    case plusLighter
}

/// How a view drawn into an off-screen image keeps its colours, as SwiftUI's
/// `ColorRenderingMode`, for `.drawingGroup(opaque:colorMode:)`.
public enum ColorRenderingMode: Hashable, Sendable {
    /// sRGB, as stored.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Linear sRGB beyond its range.
    case extendedLinear
}
