/// A terminal colour: SwiftUI's named colours, as a terminal shows them.
///
/// Terminal colours are named, not measured: each terminal theme decides what `red` looks like,
/// which keeps TermNav apps readable on light and dark themes alike. The eight ANSI colours are
/// drawn as themselves; SwiftUI's other colours take their nearest of the 256 xterm colours, or of
/// the eight ANSI colours on a terminal with fewer. ``primary`` is the terminal's own text colour
/// and ``secondary`` its own colour, dimmed.
public enum Color: Hashable, Sendable, CaseIterable {
    /// The terminal's own foreground or background colour.
    case `default`
    /// The text colour for primary content: the terminal's own.
    case primary
    /// The text colour for secondary content: the terminal's own, dimmed.
    case secondary
    /// No colour: what is behind shows through.
    case clear
    /// ANSI black; on a 256-colour terminal, the black of xterm's colour cube, which stays black
    /// in bold.
    case black
    /// ANSI red.
    case red
    /// ANSI green.
    case green
    /// ANSI yellow.
    case yellow
    /// ANSI blue.
    case blue
    /// ANSI magenta.
    case magenta
    /// ANSI cyan.
    case cyan
    /// ANSI white.
    case white
    /// Grey: ANSI bright black.
    case gray
    /// Orange.
    case orange
    /// Purple.
    case purple
    /// Pink.
    case pink
    /// Brown.
    case brown
    /// Mint.
    case mint
    /// Teal.
    case teal
    /// Indigo.
    case indigo

    /// The app's accent colour: cyan, which reads well on light and dark themes.
    public static let accentColor = Color.cyan

    /// The colour's ANSI index (0–7) for an eight-colour terminal, or `nil` for the terminal's
    /// own colour.
    package var ansiIndex: Int? {
        switch self {
        case .default, .primary, .secondary, .clear: return nil
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

    /// The colour's index among the 256 xterm colours, or `nil` for the terminal's own colour.
    ///
    /// Black is the colour cube's (16), not ANSI black (0): a terminal that shows bold text in
    /// bright colours (xterm's `boldColors`, as Terminal.app and PuTTY do by default) turns bold
    /// ANSI black grey, but leaves the cube's black black.
    package var xterm256Index: Int? {
        switch self {
        case .black: return 16
        case .gray: return 8
        case .orange: return 208
        case .purple: return 129
        case .pink: return 205
        case .brown: return 130
        case .mint: return 121
        case .teal: return 37
        case .indigo: return 61
        case .default, .primary, .secondary, .clear, .red, .green, .yellow, .blue, .magenta, .cyan, .white:
            return ansiIndex
        }
    }
}
