/// A colour as a terminal keeps it for a cell: the default, a palette index, or 24-bit RGB.
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's own foreground or background colour.
    case `default`
    /// A palette colour, 0–255 (0–7 the basic colours, 8–15 their bright forms).
    case indexed(UInt8)
    /// A direct colour.
    case rgb(UInt8, UInt8, UInt8)
}
