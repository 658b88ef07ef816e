/// The one table of TermNav's glyphs: row accessories and the SF Symbol names apps use.
///
/// Nothing else in TermNav spells a glyph: views and rows look them up here, so a glyph and
/// its ASCII fallback always change together.
enum Glyphs {
    /// The disclosure indicator of a row that pushes a screen: `›`, `>` in ASCII.
    static let disclosure = Glyph(unicode: "›", ascii: ">")
    /// The detail (info) accessory: `ⓘ`, `(i)` in ASCII.
    static let detail = Glyph(unicode: "ⓘ", ascii: "(i)")
    /// The detail accessory followed by the disclosure indicator: `ⓘ ›`, `(i) >` in ASCII.
    static let detailDisclosure = Glyph(unicode: "ⓘ ›", ascii: "(i) >")
    /// The checkmark of a chosen row: `✓`, `*` in ASCII.
    static let checkmark = Glyph(unicode: "✓", ascii: "*")
    /// What a truncated label ends with: `…`, `~` in ASCII.
    static let ellipsis = Glyph(unicode: "…", ascii: "~")
    /// The back indicator before the previous screen's title: `‹`, `<` in ASCII.
    static let back = Glyph(unicode: "‹", ascii: "<")
    /// A `Divider` across a vertical layout, repeated to its width: `─`, `-` in ASCII.
    static let horizontalRule = Glyph(unicode: "─", ascii: "-")
    /// A `Divider` in a horizontal stack: `│`, `|` in ASCII.
    static let verticalRule = Glyph(unicode: "│", ascii: "|")
    /// The brackets of a `.roundedBorder` text field, with the blank inside each.
    static let fieldBorder = (
        leading: Glyph(unicode: "[ ", ascii: "[ "), trailing: Glyph(unicode: " ]", ascii: " ]")
    )
    /// The edges of a `.bordered` button's label: `[` and `]` in both glyph sets, which every
    /// font draws one column wide.
    static let buttonBorder = (
        leading: Glyph(unicode: "[", ascii: "["), trailing: Glyph(unicode: "]", ascii: "]")
    )
    /// Drawn for an SF Symbol the table knows but no narrow, text-presentation character draws
    /// without reading as something else (a bell is not a musical note): `•`, `*` in ASCII.
    static let bullet = Glyph(unicode: "•", ascii: "*")
    /// The corners, top left first clockwise, and the sides of an alert's box: `┌┐┘└─│`, `++++-|`
    /// in ASCII.
    static let boxTopLeft = Glyph(unicode: "┌", ascii: "+")
    /// The box's top right corner.
    static let boxTopRight = Glyph(unicode: "┐", ascii: "+")
    /// The box's bottom right corner.
    static let boxBottomRight = Glyph(unicode: "┘", ascii: "+")
    /// The box's bottom left corner.
    static let boxBottomLeft = Glyph(unicode: "└", ascii: "+")
    /// The box's top and bottom sides.
    static let boxHorizontal = Glyph(unicode: "─", ascii: "-")
    /// The box's left and right sides.
    static let boxVertical = Glyph(unicode: "│", ascii: "|")
    /// What a search field starts with: `⌕`, `/` in ASCII.
    static let search = Glyph(unicode: "⌕", ascii: "/")
}
