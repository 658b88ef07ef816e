/// A symbol, as SwiftUI's `Image(systemName:)`: drawn as the glyph the glyph table gives the
/// SF Symbol name (in the variant `.symbolVariant(_:)` asks for), with an ASCII fallback. A name
/// the table does not know draws nothing, as SwiftUI draws nothing for a name it does not know.
nonisolated public struct Image: View, Hashable, Sendable {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// What an image draws.
    enum Content: Hashable, Sendable {
        /// An SF Symbol, by name, looked up in the glyph table when drawn.
        case symbol(String)
        /// A glyph given as it is (an asset image's is blank).
        case glyph(Glyph)
    }

    /// What the image draws.
    let content: Content

    /// Creates an image of an SF Symbol.
    /// - Parameter systemName: The symbol's name, such as `"info.circle"`.
    public init(systemName: String) {
        content = .symbol(systemName)
    }

    /// Creates an image of an SF Symbol with a variable value, as SwiftUI's
    /// `Image(systemName:variableValue:)`: the glyph has one form, so the value is ignored.
    /// - Parameters:
    ///   - systemName: The symbol's name, such as `"speaker.wave.3"`.
    ///   - variableValue: How much of the symbol is filled in, from 0 to 1, ignored.
    public init(systemName: String, variableValue: Double?) {
        content = .symbol(systemName)
    }

    /// Creates an image of any glyph, with the ASCII text that stands for it when the
    /// terminal's locale is not UTF-8: `Image(glyph: "★", ascii: "*")`.
    /// - Parameters:
    ///   - glyph: The glyph in a UTF-8 terminal.
    ///   - ascii: The stand-in in an ASCII terminal.
    public init(glyph: String, ascii: String) {
        content = .glyph(Glyph(unicode: glyph, ascii: ascii))
    }

    /// The glyph drawn, in no variant; `nil` for a symbol the glyph table does not know.
    var glyph: Glyph? {
        glyph(in: .none)
    }

    /// The glyph drawn in a symbol variant: the variant's, or the symbol's own where the table
    /// has none for the variant; `nil` for a symbol the glyph table does not know.
    /// - Parameter variants: The variant of `.symbolVariant(_:)`.
    /// - Returns: The glyph.
    func glyph(in variants: SymbolVariants) -> Glyph? {
        switch content {
        case .glyph(let glyph):
            return glyph
        case .symbol(let name):
            let variant = variants.name(of: name)
            if variant != name, let glyph = Glyphs.knownSymbol(named: variant) { return glyph }
            return Glyphs.symbol(named: name)
        }
    }
}
