extension Style {
    /// This style as a terminal of a colour scheme draws it: every colour opaque and one the
    /// terminal can be sent, and the two colours honoured together, so that no text vanishes
    /// into the terminal's background.
    ///
    /// - A translucent colour (`.opacity(0.3)`, a material) is blended over what is behind it:
    ///   a background over the scheme's background (white or black), a text colour over the
    ///   cell's background, or the scheme's where the cell has none. A colour that differs
    ///   between light and dark backgrounds (`Color(.systemGray6)`) takes the scheme's value.
    /// - Text in a near-white colour on a light terminal's own background, or a near-black one
    ///   on a dark terminal's, is drawn in the terminal's own text colour: white text meant
    ///   for a black background the terminal does not have stays readable. Near-white and
    ///   near-black are greys (OKLab chroma below 0.1) within 0.2 of white or black in OKLab
    ///   lightness (lighter than about `#BDBDBD`, darker than about `#171717`).
    /// - The terminal's own text colour on a background near it (a near-white background on a
    ///   dark terminal, a near-black one on a light terminal), or on a colour of a value too
    ///   close to it in lightness (OKLab lightness below 0.5 on a light terminal, above 0.75 on
    ///   a dark one: a navy screen on a light terminal), is drawn in black or white, the one
    ///   that reads on it.
    ///
    /// Where the app chose both the text colour and the background, both are drawn as chosen.
    /// - Parameter scheme: The terminal's colour scheme.
    /// - Returns: The style to send.
    package func shown(in scheme: ColorScheme) -> Style {
        // Most cells are in the terminal's own colours, which need nothing.
        if foreground.bits == 0 && background.bits == 0 { return self }
        var shown = self
        shown.background = Self.shownBackground(background, in: scheme)
        shown.foreground = Self.shownForeground(foreground, over: shown.background, in: scheme)
        if shown.background == .default, shown.foreground != .default,
            Self.isGrey(shown.foreground, nearWhite: scheme == .light, in: scheme)
        {
            shown.foreground = .default
        } else if shown.foreground == .default, shown.background != .default,
            Self.hidesTerminalText(shown.background, in: scheme)
        {
            shown.foreground = shown.background.prefersBlackText == false ? .white : .black
        }
        return shown
    }

    /// A background as it is drawn: the terminal's own colours (and `.primary` and `.secondary`,
    /// opaque) as its default, others opaque.
    private static func shownBackground(_ color: Color, in scheme: ColorScheme) -> Color {
        guard color.fillsCells else { return .default }
        return opaque(color, over: scheme.background, in: scheme)
    }

    /// A text colour as it is drawn, over a background already drawn.
    private static func shownForeground(_ color: Color, over background: Color, in scheme: ColorScheme)
        -> Color
    {
        guard !color.isTerminalOwn else { return .default }
        let below = background == .default ? scheme.background : background.value(in: scheme)
        return opaque(color, over: below ?? scheme.background, in: scheme)
    }

    /// A colour made opaque: a named colour stays itself, an adaptive one takes its value, and a
    /// translucent one is blended over what is below.
    private static func opaque(_ color: Color, over below: RGB, in scheme: ColorScheme) -> Color {
        if color.isOpaque, color.kind != .adaptive { return color }
        guard let value = color.value(in: scheme) else { return .default }
        if color.isOpaque { return Color(rgb: value) }
        return Color(rgb: below.blended(with: value, opacity: color.opacityValue))
    }

    /// Whether the terminal's own text colour would hardly read on a background: a grey near
    /// it, or a colour of a value too close to it in lightness.
    /// - Parameters:
    ///   - background: The background, opaque.
    ///   - scheme: The terminal's colour scheme.
    private static func hidesTerminalText(_ background: Color, in scheme: ColorScheme) -> Bool {
        switch background.kind {
        case .adaptive, .rgb:
            guard let place = background.value(in: scheme)?.oklab else { return false }
            if isGrey(place, nearWhite: scheme == .dark) { return true }
            return scheme == .light ? place.lightness < 0.5 : place.lightness > 0.75
        case .terminalDefault, .primary, .secondary, .clear, .black, .white, .red, .green, .yellow, .blue,
            .magenta, .cyan, .gray, .orange, .purple, .pink, .brown, .mint, .teal, .indigo:
            return isGrey(background, nearWhite: scheme == .dark, in: scheme)
        }
    }

    /// Whether an opaque colour is a grey within 0.2 of white's or black's OKLab lightness: too
    /// near a background of that lightness to be told apart as text on it.
    /// - Parameters:
    ///   - color: The colour.
    ///   - nearWhite: Whether it is asked for near white (else near black).
    ///   - scheme: The scheme, for an adaptive colour's value.
    private static func isGrey(_ color: Color, nearWhite: Bool, in scheme: ColorScheme) -> Bool {
        switch color.kind {
        case .white: return nearWhite
        case .black: return !nearWhite
        case .terminalDefault, .primary, .secondary, .clear, .red, .green, .yellow, .blue, .magenta, .cyan,
            .gray, .orange, .purple, .pink, .brown, .mint, .teal, .indigo:
            return false
        case .adaptive, .rgb:
            guard let place = color.value(in: scheme)?.oklab else { return false }
            return isGrey(place, nearWhite: nearWhite)
        }
    }

    /// Whether a place in OKLab is a grey within 0.2 of white's or black's lightness.
    private static func isGrey(_ place: OKLab, nearWhite: Bool) -> Bool {
        guard place.chroma < 0.1 else { return false }
        return nearWhite ? place.lightness > 0.8 : place.lightness < 0.2
    }
}
