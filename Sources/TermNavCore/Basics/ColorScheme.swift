/// Whether the background is light or dark, as SwiftUI's `ColorScheme`: read it with
/// `@Environment(\.colorScheme)`.
///
/// In a terminal it is the terminal's background, as the terminal says when the app starts:
/// `TERMNAV_COLOR_SCHEME=light` or `dark` when the user set it; else the colour the terminal
/// answers when asked for its background (xterm's OSC 11 question, which most terminals and
/// tmux answer), light when dark text reads better on it; else light when `COLORFGBG` names a
/// light background colour (`0;15`, as rxvt, Konsole and others set it); else dark.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// A light background, with dark text.
    case light
    /// A dark background, with light text.
    case dark

    /// The background TermNav assumes the terminal has in this scheme: white or black. A
    /// translucent colour over the terminal's own background is blended over it.
    package var background: RGB {
        switch self {
        case .light: return RGB(red: 255, green: 255, blue: 255)
        case .dark: return RGB(red: 0, green: 0, blue: 0)
        }
    }

    /// The text colour TermNav assumes the terminal has in this scheme: black or white.
    package var foreground: RGB {
        switch self {
        case .light: return RGB(red: 0, green: 0, blue: 0)
        case .dark: return RGB(red: 255, green: 255, blue: 255)
        }
    }

    /// The scheme of a terminal whose background is this colour: light when black text has
    /// more contrast on it than white text, by WCAG's contrast ratio, which is when its relative
    /// luminance is above about 0.18 (a grey of `#767676` or lighter); dark otherwise.
    /// - Parameter background: The terminal's background colour.
    package init(background: RGB) {
        // Black text's contrast, (L + 0.05) / 0.05, beats white's, 1.05 / (L + 0.05).
        let luminance = background.relativeLuminance
        self = (luminance + 0.05) * (luminance + 0.05) > 0.05 * 1.05 ? .light : .dark
    }

    /// The scheme of a terminal whose `COLORFGBG` is this: the background is its last field, an
    /// ANSI colour number, light for 7 (white) and 9 to 15 (the bright colours but bright
    /// black); dark for any other value, or none.
    /// - Parameter colorFGBG: The variable's value, such as `15;0` or `0;default;15`.
    /// - Returns: The scheme.
    package static func terminal(colorFGBG: String?) -> ColorScheme {
        guard let colorFGBG, let last = colorFGBG.split(separator: ";").last, let number = Int(last) else {
            return .dark
        }
        return number == 7 || (9...15).contains(number) ? .light : .dark
    }
}
