/// A symbol, as SwiftUI's `Image(systemName:)`: drawn as the glyph the glyph table gives the
/// SF Symbol name, with an ASCII fallback.
nonisolated public struct Image: View, Hashable, Sendable {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The glyph drawn.
    let glyph: Glyph

    /// Creates an image of an SF Symbol.
    /// - Parameter systemName: The symbol's name, such as `"info.circle"`.
    public init(systemName: String) {
        glyph = Glyphs.symbol(named: systemName)
    }

    /// Creates an image of any glyph, with the ASCII text that stands for it when the
    /// terminal's locale is not UTF-8: `Image(glyph: "★", ascii: "*")`.
    /// - Parameters:
    ///   - glyph: The glyph in a UTF-8 terminal.
    ///   - ascii: The stand-in in an ASCII terminal.
    public init(glyph: String, ascii: String) {
        self.glyph = Glyph(unicode: glyph, ascii: ascii)
    }
}
