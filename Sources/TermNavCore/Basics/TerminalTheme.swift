/// The colours TermNav draws its own parts in: the navigation title, the focused row, secondary
/// text, row accessories, and errors.
///
/// Set a theme for a view and every screen it pushes with `.terminalTheme(_:)` or
/// `.environment(\.terminalTheme, theme)`, and read it with `@Environment(\.terminalTheme)`:
///
/// ```swift
/// NavigationStack { FilesList() }
///     .terminalTheme(TerminalTheme(title: .green, focusedRow: .green, error: .orange))
/// ```
///
/// A theme only adds colour: each part keeps its text attributes (a bold title, dim secondary
/// text, bold and dim inside the focused row), and a colour goes only where the view drew none
/// of its own. Each colour is drawn as the terminal can: SwiftUI's named ones as the eight ANSI
/// colours on an eight-colour terminal, grey as bright black from sixteen, the others as their
/// nearest of 256; a colour of a value in 24-bit colour where the terminal shows it. When `NO_COLOR` is set, or the terminal has no colours,
/// nothing of the theme is sent and the screen looks as ``monochrome`` draws it, the focused row
/// in reverse video.
public struct TerminalTheme: Hashable, Sendable {
    /// The navigation title's colour (the inline or large title, or the principal item).
    public var title: Color
    /// The focused row's colour: the background of the bar drawn across the focused row (and a
    /// focused toolbar item), under black text on a light colour and white text on a dark one;
    /// the bar keeps the row's bold and dim text, and shows in reverse video where this is
    /// ``Color/default`` (as in ``monochrome``) or the terminal has no colours.
    public var focusedRow: Color
    /// The colour of secondary (dim) text: `.foregroundStyle(.secondary)`, captions, the back
    /// label and the help line.
    public var secondary: Color
    /// The colour of row accessories: the disclosure indicator, the detail button, checkmarks.
    public var accessory: Color
    /// The colour an app shows its errors in, read from the environment:
    /// `Text(reason).foregroundColor(theme.error)`.
    public var error: Color

    /// Creates a theme; a part given ``Color/default`` keeps the terminal's own colour.
    /// - Parameters:
    ///   - title: The navigation title's colour; the accent colour by default.
    ///   - focusedRow: The focused row's colour; the accent colour by default.
    ///   - secondary: The colour of secondary text; the terminal's own, dimmed, by default.
    ///   - accessory: The colour of row accessories; the accent colour by default.
    ///   - error: The colour of errors; red by default.
    public init(
        title: Color = .accentColor, focusedRow: Color = .accentColor, secondary: Color = .default,
        accessory: Color = .accentColor, error: Color = .red
    ) {
        self.title = title
        self.focusedRow = focusedRow
        self.secondary = secondary
        self.accessory = accessory
        self.error = error
    }

    /// TermNav's default theme: the title, the focused row and accessories in the accent colour
    /// (cyan), secondary text dimmed in the terminal's own colour, errors in red.
    public static let standard = TerminalTheme()

    /// No colours at all: every part in the terminal's own colour, told apart by text
    /// attributes alone (the focused row in reverse video), as on a terminal without colours.
    public static let monochrome = TerminalTheme(
        title: .default, focusedRow: .default, secondary: .default, accessory: .default, error: .default)
}
