extension Color {
    /// The colour's ANSI index (0–7) for an eight-colour terminal, or `nil` for the terminal's
    /// own colour and a colour of a value (drawn as its nearest, ``XtermPalette``).
    package var ansiIndex: Int? {
        switch kind {
        case .terminalDefault, .primary, .secondary, .clear, .adaptive, .rgb: return nil
        case .black: return 0
        case .red: return 1
        case .green, .mint: return 2
        case .yellow, .orange, .brown: return 3
        case .blue, .indigo: return 4
        case .magenta, .purple, .pink: return 5
        case .cyan, .teal: return 6
        case .white, .gray: return 7
        }
    }

    /// The colour's index among the 256 xterm colours, or `nil` for the terminal's own colour
    /// and a colour of a value.
    ///
    /// Black is the colour cube's (16), not ANSI black (0): a terminal that shows bold text in
    /// bright colours (xterm's `boldColors`, as Terminal.app and PuTTY do by default) turns bold
    /// ANSI black grey, but leaves the cube's black black.
    package var xterm256Index: Int? {
        switch kind {
        case .black: return 16
        case .gray: return 8
        case .orange: return 208
        case .purple: return 129
        case .pink: return 205
        case .brown: return 130
        case .mint: return 121
        case .teal: return 37
        case .indigo: return 61
        case .terminalDefault, .primary, .secondary, .clear, .red, .green, .yellow, .blue, .magenta, .cyan,
            .white, .adaptive, .rgb:
            return ansiIndex
        }
    }

    /// The colour's value in a scheme, opacity aside: SwiftUI's value of a named colour, a
    /// value's own, an adaptive colour's for the scheme, and for the terminal's own colours the
    /// scheme's text colour (``secondary`` halfway to the background); `nil` for ``clear``.
    /// - Parameter scheme: The scheme.
    /// - Returns: The value.
    package func value(in scheme: ColorScheme) -> RGB? {
        switch kind {
        case .rgb: return rgb
        case .adaptive: return adaptive?.value(in: scheme)
        case .terminalDefault, .primary: return scheme.foreground
        case .secondary: return scheme.background.blended(with: scheme.foreground, opacity: 0.55)
        case .clear: return nil
        case .black: return RGB(red: 0, green: 0, blue: 0)
        case .white: return RGB(red: 255, green: 255, blue: 255)
        case .gray: return RGB(red: 142, green: 142, blue: 147)
        case .red: return RGB(red: 255, green: 59, blue: 48)
        case .orange: return RGB(red: 255, green: 149, blue: 0)
        case .yellow: return RGB(red: 255, green: 204, blue: 0)
        case .green: return RGB(red: 52, green: 199, blue: 89)
        case .mint: return RGB(red: 0, green: 199, blue: 190)
        case .teal: return RGB(red: 48, green: 176, blue: 199)
        case .cyan: return RGB(red: 50, green: 173, blue: 230)
        case .blue: return RGB(red: 0, green: 122, blue: 255)
        case .indigo: return RGB(red: 88, green: 86, blue: 214)
        case .purple: return RGB(red: 175, green: 82, blue: 222)
        case .pink: return RGB(red: 255, green: 45, blue: 85)
        case .brown: return RGB(red: 162, green: 132, blue: 94)
        case .magenta: return RGB(red: 255, green: 0, blue: 255)
        }
    }

    /// The opacity, from 0 to 1.
    package var opacityValue: Double {
        Double(Self.transparencySteps - transparency) / Double(Self.transparencySteps)
    }

    /// Whether text on this colour reads best in black (a light colour) rather than white; `nil`
    /// for the terminal's own colours. SwiftUI's named colours follow how terminals draw their
    /// ANSI colours (the focus bar's text, ``FocusBar``); a value is light when its OKLab
    /// lightness is above 0.65.
    package var prefersBlackText: Bool? {
        switch kind {
        case .terminalDefault, .primary, .secondary, .clear: return nil
        case .black, .red, .blue, .magenta, .purple, .indigo, .brown: return false
        case .gray, .green, .yellow, .cyan, .white, .orange, .pink, .mint, .teal: return true
        case .adaptive, .rgb: return (value(in: .dark)?.oklab.lightness ?? 0) > 0.65
        }
    }

    /// This colour as a colour of its value in a scheme, its opacity kept: a named or adaptive
    /// colour takes its value; the terminal's own colours and values stay as they are.
    /// - Parameter scheme: The scheme.
    /// - Returns: The colour.
    package func valued(in scheme: ColorScheme) -> Color {
        guard !isTerminalOwn, kind != .rgb, let value = value(in: scheme) else { return self }
        return Color(rgb: value, transparency: transparency)
    }
}
