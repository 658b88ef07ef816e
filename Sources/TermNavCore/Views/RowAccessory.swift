/// What a row shows at its right edge, as UIKit's cell accessories: nothing, a disclosure
/// indicator, a detail button, both, a checkmark, any glyph, or a short text such as a count.
///
/// Every row's accessory ends in the same column, one from the right edge; the row's label gets
/// what is left and is cut with `…` when it does not fit.
public struct RowAccessory: Hashable, Sendable {
    /// What an accessory draws.
    enum Content: Hashable, Sendable {
        /// Nothing.
        case none
        /// A glyph, or its ASCII stand-in.
        case glyph(Glyph)
        /// A short text, dim unless it has colours of its own.
        case text([TextRun])
    }

    /// What the accessory draws.
    let content: Content

    init(glyph: Glyph?) {
        content = glyph.map { .glyph($0) } ?? .none
    }

    init(content: Content) {
        self.content = content
    }

    /// No accessory.
    public static let none = RowAccessory(glyph: nil)
    /// The disclosure indicator `›` (`>` in ASCII): the row pushes a screen.
    public static let disclosureIndicator = RowAccessory(glyph: Glyphs.disclosure)
    /// The detail button `ⓘ` (`(i)` in ASCII).
    public static let detailButton = RowAccessory(glyph: Glyphs.detail)
    /// The detail button and disclosure indicator `ⓘ ›` (`(i) >` in ASCII).
    public static let detailDisclosureButton = RowAccessory(glyph: Glyphs.detailDisclosure)
    /// The checkmark `✓` (`*` in ASCII).
    public static let checkmark = RowAccessory(glyph: Glyphs.checkmark)

    /// An accessory drawn with an SF Symbol's glyph.
    /// - Parameter systemName: The SF Symbol name, such as `"info.circle"`.
    /// - Returns: The accessory.
    public static func symbol(_ systemName: String) -> RowAccessory {
        RowAccessory(glyph: Glyphs.symbol(named: systemName))
    }

    /// An accessory drawn with any glyph, and the ASCII text that stands for it when the
    /// terminal's locale is not UTF-8: `.glyph("★", ascii: "*")`.
    /// - Parameters:
    ///   - unicode: The glyph in a UTF-8 terminal.
    ///   - ascii: The stand-in in an ASCII terminal.
    /// - Returns: The accessory.
    public static func glyph(_ unicode: String, ascii: String) -> RowAccessory {
        RowAccessory(glyph: Glyph(unicode: unicode, ascii: ascii))
    }

    /// An accessory drawn with an image's glyph: `.image(Image(systemName: "star.fill"))`.
    /// - Parameter image: The image.
    /// - Returns: The accessory.
    public static func image(_ image: Image) -> RowAccessory {
        RowAccessory(glyph: image.glyph)
    }

    /// An accessory that shows a short text, such as a count: `.text(Text("12"))`. It is dim
    /// unless the text has colours of its own.
    /// - Parameter text: The text.
    /// - Returns: The accessory.
    public static func text(_ text: Text) -> RowAccessory {
        RowAccessory(content: .text(text.runs.array))
    }
}
