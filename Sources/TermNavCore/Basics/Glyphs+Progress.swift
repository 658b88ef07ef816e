extension Glyphs {
    /// A progress bar's filled cell: `█`, `#` in ASCII.
    static let progressFilled = Glyph(unicode: "█", ascii: "#")
    /// A progress bar's cell past its value: `░`, `-` in ASCII.
    static let progressEmpty = Glyph(unicode: "░", ascii: "-")
    /// The cell a progress bar's value ends in, by eighths filled (one to seven): `▏` to `▉`.
    /// ASCII has no part of a cell: the cell is drawn empty.
    static let progressEighths = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    /// A spinner's frames, one each tenth of a second: braille dots turning, `|/-\` in ASCII.
    static let spinnerFrames = [
        Glyph(unicode: "⠋", ascii: "|"), Glyph(unicode: "⠙", ascii: "/"), Glyph(unicode: "⠹", ascii: "-"),
        Glyph(unicode: "⠸", ascii: "\\"), Glyph(unicode: "⠼", ascii: "|"), Glyph(unicode: "⠴", ascii: "/"),
        Glyph(unicode: "⠦", ascii: "-"), Glyph(unicode: "⠧", ascii: "\\"), Glyph(unicode: "⠇", ascii: "|"),
        Glyph(unicode: "⠏", ascii: "/"),
    ]
    /// A circular progress view's glyph, by quarters filled: `○◔◑◕●`.
    static let progressCircle = ["○", "◔", "◑", "◕", "●"]
}

extension Glyphs {
    /// A cell of text drawn as a placeholder (`.redacted(reason: .placeholder)`): `▒`, `#` in
    /// ASCII.
    static let redacted = Glyph(unicode: "▒", ascii: "#")
}
