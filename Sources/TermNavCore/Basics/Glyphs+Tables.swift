extension Glyphs {
    /// After the title of the column a table is sorted by, ascending: `▲`, `^` in ASCII.
    static let sortedAscending = Glyph(unicode: "▲", ascii: "^")
    /// After the title of the column a table is sorted by, descending: `▼`, `v` in ASCII.
    static let sortedDescending = Glyph(unicode: "▼", ascii: "v")
}
