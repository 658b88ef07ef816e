/// A terminal colour: the terminal's default or one of the eight basic ANSI colours.
///
/// Terminal colours are named, not measured: each terminal theme decides what `red` looks like,
/// which keeps TermNav apps readable on light and dark themes alike.
public enum Color: Hashable, Sendable, CaseIterable {
    /// The terminal's own foreground or background colour.
    case `default`
    /// ANSI black.
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

    /// The colour's ANSI index (0–7), or `nil` for the terminal's default.
    package var ansiIndex: Int? {
        switch self {
        case .default: return nil
        case .black: return 0
        case .red: return 1
        case .green: return 2
        case .yellow: return 3
        case .blue: return 4
        case .magenta: return 5
        case .cyan: return 6
        case .white: return 7
        }
    }
}
