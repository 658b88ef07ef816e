/// A translucent material, as SwiftUI's `Material`: `.background(.thinMaterial)`. A terminal
/// cell cannot blur what is behind it, so a material is accepted and draws nothing.
public struct Material: ShapeStyle, Hashable, Sendable {
    private let thickness: Int

    /// The thinnest material.
    public static let ultraThin = Material(thickness: 0)
    /// A thin material.
    public static let thin = Material(thickness: 1)
    /// The regular material.
    public static let regular = Material(thickness: 2)
    /// A thick material.
    public static let thick = Material(thickness: 3)
    /// The thickest material.
    public static let ultraThick = Material(thickness: 4)
    /// The material of a navigation or tool bar.
    public static let bar = Material(thickness: 2)
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
