extension Glyphs {
    /// A page of a paged tab view, on its line of dots: `○`, `.` in ASCII.
    static let page = Glyph(unicode: "○", ascii: ".")
    /// The page shown: `●`, `*` in ASCII.
    static let pageSelected = Glyph(unicode: "●", ascii: "*")
}
