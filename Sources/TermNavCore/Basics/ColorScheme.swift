/// Whether the background is light or dark, as SwiftUI's `ColorScheme`: read it with
/// `@Environment(\.colorScheme)`.
///
/// In a terminal it is the terminal's background: light when `COLORFGBG` names a light
/// background colour (`0;15`, as rxvt, Konsole and others set it), dark otherwise.
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
