import TermNavCore

extension TestDriver {
    /// One cell of the screen as a test sees it: what is drawn there and how.
    ///
    /// Its colours are those the terminal is sent: a translucent colour blended over what is
    /// behind it, a colour whose value depends on the terminal's background taken for it, and
    /// text that would vanish into the terminal's background in the terminal's own colour
    /// (`Color.default`). SwiftUI's named colours are themselves; other colours are colours of
    /// a value, compared with `Color(red:green:blue:)`.
    public struct Cell: Hashable, Sendable {
        /// The grapheme drawn; empty in the second column of a wide grapheme.
        public let grapheme: String
        /// Whether the grapheme covers two columns (CJK, most emoji).
        public let isWide: Bool
        /// Whether the cell is bold.
        public let isBold: Bool
        /// Whether the cell is dim.
        public let isDim: Bool
        /// Whether the cell is italic.
        public let isItalic: Bool
        /// Whether the cell is underlined.
        public let isUnderline: Bool
        /// Whether the cell is in reverse video: the focus bar on a terminal without colours or
        /// with `TerminalTheme.monochrome`, a prominent button, an alert's chosen button.
        public let isReverse: Bool
        /// Whether the cell is struck through.
        public let isStrikethrough: Bool
        /// The text colour.
        public let foregroundColor: Color
        /// The background colour.
        public let backgroundColor: Color
        /// The URL the cell links to, as a `Link`'s label does (an OSC 8 hyperlink on a terminal
        /// that shows them); `nil` for a cell of no link.
        public let link: String?

        init(_ cell: TermNavCore.Cell) {
            grapheme = cell.grapheme
            isWide = cell.width == 2
            isBold = cell.style.attributes.contains(.bold)
            isDim = cell.style.attributes.contains(.dim)
            isItalic = cell.style.attributes.contains(.italic)
            isUnderline = cell.style.attributes.contains(.underline)
            isReverse = cell.style.attributes.contains(.reverse)
            isStrikethrough = cell.style.attributes.contains(.strikethrough)
            foregroundColor = cell.style.foreground
            backgroundColor = cell.style.background
            link = cell.style.hyperlink.target
        }
    }
}
