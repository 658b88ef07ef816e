extension Glyphs {
    /// A disclosure group or outline node that is collapsed: `▸`, `>` in ASCII.
    static let disclosureCollapsed = Glyph(unicode: "▸", ascii: ">")
    /// A disclosure group or outline node that is expanded: `▾`, `v` in ASCII.
    static let disclosureExpanded = Glyph(unicode: "▾", ascii: "v")
    /// What stands where an outline's leaf would have its disclosure glyph, so that its title
    /// lines up with its siblings': a blank cell.
    static let disclosureLeaf = Glyph(unicode: " ", ascii: " ")
}
