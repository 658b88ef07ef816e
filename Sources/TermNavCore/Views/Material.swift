/// A translucent material, as SwiftUI's `Material`: `.background(.thinMaterial)`.
///
/// A terminal cell cannot blur what is behind it, so a material dims it: its cells take a grey a
/// little lighter than a dark terminal's background (a little darker than a light one's), the
/// thicker the material the more, and text on it keeps the terminal's own colour.
public struct Material: ShapeStyle, Hashable, Sendable {
    /// How far the material is from the background towards the text colour, from 0 to 1.
    let dimming: Double

    /// The thinnest material.
    public static let ultraThin = Material(dimming: 0.06)
    /// A thin material.
    public static let thin = Material(dimming: 0.1)
    /// The regular material.
    public static let regular = Material(dimming: 0.14)
    /// A thick material.
    public static let thick = Material(dimming: 0.18)
    /// The thickest material.
    public static let ultraThick = Material(dimming: 0.22)
    /// The material of a navigation or tool bar.
    public static let bar = Material(dimming: 0.14)
}

extension ShapeStyle where Self == Material {
    /// The thinnest material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A thin material.
    public static var thinMaterial: Material { .thin }
    /// The regular material.
    public static var regularMaterial: Material { .regular }
    /// A thick material.
    public static var thickMaterial: Material { .thick }
    /// The thickest material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of a bar.
    public static var bar: Material { .bar }
}
