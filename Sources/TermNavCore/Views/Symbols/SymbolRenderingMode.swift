/// How a symbol's layers take colour, as SwiftUI's `SymbolRenderingMode`. A glyph in a cell is
/// one character in one colour, so every mode draws it in its view's foreground colour.
public struct SymbolRenderingMode: Hashable, Sendable {
    /// The mode's name, for equality.
    private let name: String

    /// One colour for the whole symbol.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// One colour at several opacities.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// A colour of the foreground styles for each layer.
    public static let palette = SymbolRenderingMode(name: "palette")
}
