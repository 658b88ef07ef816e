/// The sides and corners of a box, as a stroked shape and a border draw it.
struct BoxGlyphs: Hashable, Sendable {
    /// The top and bottom sides.
    var horizontal: Glyph
    /// The left and right sides.
    var vertical: Glyph
    /// The square corners, top left first, clockwise.
    var corners: [Glyph]
    /// The rounded corners, top left first, clockwise; the square ones where a weight has none.
    var roundedCorners: [Glyph]
}

extension Glyphs {
    /// A light box: `┌─┐│└┘`, rounded `╭╮╯╰`; `+-|` in ASCII. The square one is the alerts' box.
    static let lightBox = BoxGlyphs(
        horizontal: boxHorizontal, vertical: boxVertical,
        corners: [boxTopLeft, boxTopRight, boxBottomRight, boxBottomLeft],
        roundedCorners: [
            Glyph(unicode: "╭", ascii: "+"), Glyph(unicode: "╮", ascii: "+"), Glyph(unicode: "╯", ascii: "+"),
            Glyph(unicode: "╰", ascii: "+"),
        ])
    /// A heavy box, for a line of 3 points or more: `┏━┓┃┗┛` (no rounded corners); `+=|` in ASCII.
    static let heavyBox = BoxGlyphs(
        horizontal: Glyph(unicode: "━", ascii: "="), vertical: Glyph(unicode: "┃", ascii: "|"),
        corners: heavyCorners, roundedCorners: heavyCorners)
    /// A dashed box: `┄┆` with the light box's corners; `-:` in ASCII.
    static let dashedBox = BoxGlyphs(
        horizontal: Glyph(unicode: "┄", ascii: "-"), vertical: Glyph(unicode: "┆", ascii: ":"),
        corners: lightBox.corners, roundedCorners: lightBox.roundedCorners)
    /// A heavy dashed box: `┅┇` with the heavy box's corners; `=:` in ASCII.
    static let heavyDashedBox = BoxGlyphs(
        horizontal: Glyph(unicode: "┅", ascii: "="), vertical: Glyph(unicode: "┇", ascii: ":"),
        corners: heavyCorners, roundedCorners: heavyCorners)
    /// The heavy box's corners, top left first, clockwise.
    private static let heavyCorners = [
        Glyph(unicode: "┏", ascii: "+"), Glyph(unicode: "┓", ascii: "+"), Glyph(unicode: "┛", ascii: "+"),
        Glyph(unicode: "┗", ascii: "+"),
    ]

    /// A stroked round shape in one cell: `○`, `o` in ASCII.
    static let ring = Glyph(unicode: "○", ascii: "o")
    /// A stroked square shape in one cell: `□`, `+` in ASCII (a box's corner).
    static let square = Glyph(unicode: "□", ascii: "+")
    /// A filled round shape of a cell or two: `●`, `*` in ASCII.
    static let dot = Glyph(unicode: "●", ascii: "*")
    /// A filled square shape less than a line high and a cell or two wide: `■`, `#` in ASCII.
    static let filledSquare = Glyph(unicode: "■", ascii: "#")
    /// A cell a filled shape covers whole, where it has no colour to fill the cell's background
    /// with: `█`, `#` in ASCII.
    static let fullBlock = Glyph(unicode: "█", ascii: "#")
    /// A cell a filled shape covers the top half of: `▀`. ASCII has no half of a cell: the cell
    /// is drawn whole.
    static let upperHalfBlock = Glyph(unicode: "▀", ascii: "#")
    /// A cell a filled shape covers the bottom half of: `▄`.
    static let lowerHalfBlock = Glyph(unicode: "▄", ascii: "#")
    /// The end cell of a shape one line high rounded at its end, covered on its left: `▌`.
    static let leftHalfBlock = Glyph(unicode: "▌", ascii: "#")
    /// The end cell of a shape one line high rounded at its end, covered on its right: `▐`.
    static let rightHalfBlock = Glyph(unicode: "▐", ascii: "#")
}
