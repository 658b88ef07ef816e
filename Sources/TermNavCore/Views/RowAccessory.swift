/// What a row shows at its right edge, as UIKit's cell accessories: nothing, a disclosure
/// indicator, a detail button, both, a checkmark, or any glyph.
public struct RowAccessory: Hashable, Sendable {
    /// The glyph drawn, or `nil` for no accessory.
    let glyph: Glyph?

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
}
