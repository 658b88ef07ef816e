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
    /// Drawn for an SF Symbol name the table does not know: `□`, `#` in ASCII.
    static let unknownSymbol = Glyph(unicode: "□", ascii: "#")

    /// SF Symbol names and the glyphs that stand for them in a terminal.
    static let symbols: [String: Glyph] = [
        "info.circle": detail,
        "info.circle.fill": detail,
        "info": Glyph(unicode: "ℹ", ascii: "i"),
        "chevron.right": disclosure,
        "chevron.left": back,
        "chevron.forward": disclosure,
        "chevron.backward": back,
        "checkmark": checkmark,
        "checkmark.circle": Glyph(unicode: "✓", ascii: "*"),
        "checkmark.circle.fill": Glyph(unicode: "✓", ascii: "*"),
        "xmark": Glyph(unicode: "✕", ascii: "x"),
        "xmark.circle": Glyph(unicode: "✕", ascii: "x"),
        "plus": Glyph(unicode: "+", ascii: "+"),
        "minus": Glyph(unicode: "−", ascii: "-"),
        "star": Glyph(unicode: "☆", ascii: "*"),
        "star.fill": Glyph(unicode: "★", ascii: "*"),
        "heart": Glyph(unicode: "♡", ascii: "<3"),
        "heart.fill": Glyph(unicode: "♥", ascii: "<3"),
        "circle": Glyph(unicode: "○", ascii: "o"),
        "circle.fill": Glyph(unicode: "●", ascii: "*"),
        "gear": Glyph(unicode: "⚙", ascii: "*"),
        "gearshape": Glyph(unicode: "⚙", ascii: "*"),
        "book": Glyph(unicode: "▤", ascii: "#"),
        "book.closed": Glyph(unicode: "▤", ascii: "#"),
        "folder": Glyph(unicode: "▭", ascii: "#"),
        "doc": Glyph(unicode: "▯", ascii: "#"),
        "doc.text": Glyph(unicode: "▯", ascii: "#"),
        "magnifyingglass": Glyph(unicode: "⌕", ascii: "?"),
        "questionmark.circle": Glyph(unicode: "?", ascii: "?"),
        "exclamationmark.triangle": Glyph(unicode: "⚠", ascii: "!"),
        "arrow.right": Glyph(unicode: "→", ascii: "->"),
        "arrow.left": Glyph(unicode: "←", ascii: "<-"),
        "arrow.up": Glyph(unicode: "↑", ascii: "^"),
        "arrow.down": Glyph(unicode: "↓", ascii: "v"),
        "ellipsis": Glyph(unicode: "…", ascii: "..."),
        "person": Glyph(unicode: "☺", ascii: "@"),
        "trash": Glyph(unicode: "⌫", ascii: "x"),
        "lock": Glyph(unicode: "⚿", ascii: "#"),
        "bell": Glyph(unicode: "♪", ascii: "!"),
    ]

    /// The glyph for an SF Symbol name, or ``unknownSymbol`` when the table has none.
    /// - Parameter name: The SF Symbol name, such as `"info.circle"`.
    /// - Returns: The glyph.
    static func symbol(named name: String) -> Glyph {
        symbols[name] ?? unknownSymbol
    }
}
