/// How the focus is drawn: the focused row's bar, a focused fixed line, a focused toolbar item.
///
/// In a colour (the theme's ``TerminalTheme/focusedRow``, on a terminal that shows colours), the
/// bar is that colour set as the background of every cell, with one text colour that reads on
/// it: black on the light colours (cyan, green, yellow, white, grey, orange, pink, mint, teal),
/// white on the dark ones. Each cell keeps its attributes, so bold stays bold and dim stays dim,
/// and no attribute changes the bar's background, as one did in reverse video, where the text
/// colour that a terminal brightens for bold or darkens for dim is the background.
///
/// Dim text keeps its dim attribute. On a bar with black text it is also grey where the
/// terminal has sixteen colours or more (black on a grey bar), since many terminals (xterm among
/// them) darken a colour to dim it, which leaves black black; with eight colours, where grey is
/// white and would hardly read on a light bar, it stays black.
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
    private let colors: (background: Color, text: Color, dimText: Color)?

    /// The bar in reverse video.
    static let reverseVideo = FocusBar(colors: nil)

    /// A bar with its colours, or in reverse video.
    private init(colors: (background: Color, text: Color, dimText: Color)?) {
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
        let grey: Color = colorCount >= 16 ? .gray : .black
        switch color {
        case .default, .primary, .secondary, .clear: colors = nil
        case .black, .red, .blue, .magenta, .purple, .indigo, .brown: colors = (color, .white, .white)
        case .gray: colors = (color, .black, .black)
        case .green, .yellow, .cyan, .white, .orange, .pink, .mint, .teal: colors = (color, .black, grey)
        }
    }

    /// Whether the bar has colours: `false` when it is drawn in reverse video.
    var hasColors: Bool {
        colors != nil
    }

    /// Whether two bars draw alike.
    static func == (lhs: FocusBar, rhs: FocusBar) -> Bool {
        guard let left = lhs.colors, let right = rhs.colors else {
            return lhs.colors == nil && rhs.colors == nil
        }
        return left == right
    }

    /// A cell's style as the bar draws it.
    /// - Parameter style: The cell's own style.
    /// - Returns: The style of the cell in the bar.
    func style(for style: Style) -> Style {
        guard let colors else { return style.merging(Self.reverse) }
        if style.foreground == .default && style.background == .default {
            var attributes = style.attributes
            attributes.remove(.reverse)
            let text = attributes.contains(.dim) ? colors.dimText : colors.text
            return Style(
                attributes: attributes, foreground: text, background: colors.background,
                hyperlink: style.hyperlink)
        }
        var reversed = style.merging(Self.reverse)
        if reversed.foreground == .default { reversed.foreground = colors.background }
        return reversed
    }

    /// Reverse video.
    private static let reverse = Style(attributes: .reverse)
}
