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
    /// Drawn for an SF Symbol name the table does not know: `□`, `#` in ASCII.
    static let unknownSymbol = Glyph(unicode: "□", ascii: "#")
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

    /// SF Symbol names and the glyphs that stand for them in a terminal.
    ///
    /// Each glyph is one or two columns wide by TermNav's own width table, and none is drawn as
    /// an emoji: where a symbol has an emoji form, its text form is used (`⚠`, not `⚠️`), and
    /// most are characters that common monospaced fonts carry. A symbol whose only fitting
    /// character is an emoji (`bell`, 🔔) or one that reads as something else gets the
    /// ``bullet``. See ``symbolList`` for the table in order.
    static let symbols: [String: Glyph] = [
        // Chevrons and arrows.
        "chevron.right": disclosure,
        "chevron.forward": disclosure,
        "chevron.left": back,
        "chevron.backward": back,
        "chevron.up": Glyph(unicode: "⌃", ascii: "^"),
        "chevron.down": Glyph(unicode: "⌄", ascii: "v"),
        "arrow.right": Glyph(unicode: "→", ascii: "->"),
        "arrow.left": Glyph(unicode: "←", ascii: "<-"),
        "arrow.up": Glyph(unicode: "↑", ascii: "^"),
        "arrow.down": Glyph(unicode: "↓", ascii: "v"),
        // Information, marks and signs.
        "info": Glyph(unicode: "ℹ", ascii: "i"),
        "info.circle": detail,
        "info.circle.fill": detail,
        "questionmark.circle": Glyph(unicode: "?", ascii: "?"),
        "exclamationmark.triangle": Glyph(unicode: "⚠", ascii: "!"),
        "exclamationmark.triangle.fill": Glyph(unicode: "⚠", ascii: "!"),
        "checkmark": checkmark,
        "checkmark.circle": Glyph(unicode: "✓", ascii: "*"),
        "checkmark.circle.fill": Glyph(unicode: "✓", ascii: "*"),
        "checkmark.square": Glyph(unicode: "☑", ascii: "[x]"),
        "square": Glyph(unicode: "☐", ascii: "[ ]"),
        "xmark": Glyph(unicode: "✕", ascii: "x"),
        "xmark.circle": Glyph(unicode: "✕", ascii: "x"),
        "xmark.circle.fill": Glyph(unicode: "✕", ascii: "x"),
        "xmark.square": Glyph(unicode: "☒", ascii: "[x]"),
        "plus": Glyph(unicode: "+", ascii: "+"),
        "plus.circle": Glyph(unicode: "⊕", ascii: "+"),
        "minus": Glyph(unicode: "−", ascii: "-"),
        "minus.circle": Glyph(unicode: "⊖", ascii: "-"),
        "ellipsis": Glyph(unicode: "…", ascii: "..."),
        "circle": Glyph(unicode: "○", ascii: "o"),
        "circle.fill": Glyph(unicode: "●", ascii: "*"),
        "star": Glyph(unicode: "☆", ascii: "*"),
        "star.fill": Glyph(unicode: "★", ascii: "*"),
        "heart": Glyph(unicode: "♡", ascii: "<3"),
        "heart.fill": Glyph(unicode: "♥", ascii: "<3"),
        "flag": Glyph(unicode: "⚐", ascii: "|>"),
        "flag.fill": Glyph(unicode: "⚑", ascii: "|>"),
        // Not ▽/▼ (v): they read as a menu's or a section's disclosure triangle.
        "bookmark": bullet,
        "bookmark.fill": bullet,
        "tag": Glyph(unicode: "#", ascii: "#"),
        "tag.fill": Glyph(unicode: "#", ascii: "#"),
        "link": Glyph(unicode: "☍", ascii: "~"),
        // Things.
        "folder": Glyph(unicode: "▭", ascii: "#"),
        "folder.fill": Glyph(unicode: "▬", ascii: "#"),
        "doc": Glyph(unicode: "▯", ascii: "#"),
        "doc.fill": Glyph(unicode: "▮", ascii: "#"),
        "doc.text": Glyph(unicode: "▯", ascii: "#"),
        "book": Glyph(unicode: "▤", ascii: "#"),
        "book.closed": Glyph(unicode: "▤", ascii: "#"),
        "gear": Glyph(unicode: "⚙", ascii: "*"),
        "gearshape": Glyph(unicode: "⚙", ascii: "*"),
        "gearshape.fill": Glyph(unicode: "⚙", ascii: "*"),
        // Not ⌫: it is the Backspace key, which goes back here.
        "trash": Glyph(unicode: "✕", ascii: "x"),
        "trash.fill": Glyph(unicode: "✕", ascii: "x"),
        // As the search field draws it; not `?` in ASCII, the key that lists the keys.
        "magnifyingglass": search,
        "person": Glyph(unicode: "☺", ascii: "@"),
        "person.fill": Glyph(unicode: "☻", ascii: "@"),
        "person.circle": Glyph(unicode: "☺", ascii: "@"),
        // Not ♪, a musical note; 🔔 is an emoji.
        "bell": bullet,
        "bell.fill": bullet,
        "lock": Glyph(unicode: "⚿", ascii: "#"),
        "lock.fill": Glyph(unicode: "⚿", ascii: "#"),
        "clock": Glyph(unicode: "◷", ascii: "o"),
        "clock.fill": Glyph(unicode: "◷", ascii: "o"),
        "calendar": Glyph(unicode: "▦", ascii: "#"),
        "envelope": Glyph(unicode: "✉", ascii: "@"),
        "envelope.fill": Glyph(unicode: "✉", ascii: "@"),
        "paperplane": Glyph(unicode: "➤", ascii: ">"),
        "tray": Glyph(unicode: "▤", ascii: "="),
        "house": Glyph(unicode: "⌂", ascii: "^"),
        "house.fill": Glyph(unicode: "⌂", ascii: "^"),
        "pencil": Glyph(unicode: "✎", ascii: "/"),
    ]

    /// Every SF Symbol name the table knows with its glyph, sorted by name: the table as the
    /// documentation lists it.
    static var symbolList: [(name: String, glyph: Glyph)] {
        symbols.sorted { $0.key < $1.key }.map { (name: $0.key, glyph: $0.value) }
    }

    /// The glyph for an SF Symbol name, or ``unknownSymbol`` when the table has none.
    /// - Parameter name: The SF Symbol name, such as `"info.circle"`.
    /// - Returns: The glyph.
    static func symbol(named name: String) -> Glyph {
        symbols[name] ?? unknownSymbol
    }
}
