/// How the focus is drawn: the focused row's bar, a focused fixed line, a focused toolbar item.
///
/// In a colour (the theme's ``TerminalTheme/focusedRow``, on a terminal that shows colours), the
/// bar is that colour set as the background of every cell, with one text colour that reads on
/// it: black on the light colours (cyan, green, yellow, white, grey, orange, pink, mint, teal),
/// white on the dark ones. Each cell keeps its attributes, so bold stays bold and dim stays dim,
/// and no attribute changes the bar's background, as one did in reverse video, where the text
/// colour that a terminal brightens for bold or darkens for dim is the background.
///
/// Dim text keeps its dim attribute and the bar's text colour: a terminal that dims by darkening
/// (xterm) leaves black black, one that dims by blending shows it greyer, and either way it reads
/// on the bar, as grey text on a light bar does not.
///
/// Bold black text is where terminals differ. From 256 colours black is the colour cube's (see
/// ``Color/xterm256Index``), which stays black in bold. Below 256 it is ANSI black, which a
/// terminal that shows bold in bright colours (xterm's default `boldColors`, the Linux console)
/// turns grey, hardly readable on a light bar. There a bold cell on a bar with black text is
/// drawn in reverse video, the bar's colour as its text colour and black as its background: such
/// a terminal brightens the bar's colour behind the word instead (bright cyan under black), and
/// one that does not draws the cell exactly as the rest of the bar.
///
/// A cell with a colour the app gave it (text in `.red`, a `.background(.yellow)`, a tinted
/// prominent button) is drawn as every cell of a highlighted row was before the bar had
/// colours: in reverse video, its colours swapped, the bar's colour taking the place of a text
/// colour it has not. So text the app coloured still shows its colour in the focused row. The
/// theme's own colours (accessories, secondary text) are not the app's: they give way to the
/// bar's (see ``RowPaint``).
///
/// Without a colour (``Color/default`` and the other colours that are the terminal's own: the
/// ``TerminalTheme/monochrome`` theme), and on a terminal without colours or under `NO_COLOR`,
/// every cell is drawn in reverse video.
struct FocusBar: Equatable {
    /// The colours of the bar, or `nil` when it is drawn in reverse video.
    private let colors: Colors?

    /// The bar's background and the colour of its text.
    private struct Colors: Equatable {
        /// The bar's colour.
        var background: Color
        /// The colour of the text on it, dim text's too.
        var text: Color
        /// Whether bold text is drawn in reverse video, the bar's colour as its text colour: on
        /// a terminal that may brighten bold ANSI black to grey.
        var reversesBold: Bool
    }

    /// The bar in reverse video.
    static let reverseVideo = FocusBar(colors: nil)

    /// A bar with its colours, or in reverse video.
    private init(colors: Colors?) {
        self.colors = colors
    }

    /// The bar in a theme's colour, as a terminal can show it.
    /// - Parameters:
    ///   - color: The theme's focused-row colour.
    ///   - colorCount: How many colours the terminal shows; 0 when none.
    init(color: Color, colorCount: Int) {
        guard colorCount > 0 else {
            colors = nil
            return
        }
        guard color.isOpaque, let prefersBlack = color.prefersBlackText else {
            colors = nil
            return
        }
        let text: Color = prefersBlack ? .black : .white
        colors = Colors(background: color, text: text, reversesBold: prefersBlack && colorCount < 256)
    }

    /// The bar's colour, behind every cell of it; `nil` when the bar is drawn in reverse video.
    var background: Color? { colors?.background }

    /// Whether the bar has colours: `false` when it is drawn in reverse video.
    var hasColors: Bool {
        colors != nil
    }

    /// A cell's style as the bar draws it.
    /// - Parameter style: The cell's own style.
    /// - Returns: The style of the cell in the bar.
    func style(for style: Style) -> Style {
        guard let colors else { return style.merging(Self.reverse) }
        if style.foreground == .default && style.background == .default {
            var attributes = style.attributes
            attributes.remove(.reverse)
            if colors.reversesBold, attributes.contains(.bold) {
                return Style(
                    attributes: attributes.union(.reverse), foreground: colors.background,
                    background: colors.text, hyperlink: style.hyperlink)
            }
            return Style(
                attributes: attributes, foreground: colors.text, background: colors.background,
                hyperlink: style.hyperlink)
        }
        var reversed = style.merging(Self.reverse)
        if reversed.foreground == .default { reversed.foreground = colors.background }
        return reversed
    }

    /// Reverse video.
    private static let reverse = Style(attributes: .reverse)
}
