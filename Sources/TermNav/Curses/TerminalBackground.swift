import TermNavCore

/// Whether the terminal's background is light or dark, as the app starts: what
/// `@Environment(\.colorScheme)` reads and `Style.shown(in:)` draws for.
///
/// In order, the first that says:
/// 1. `TERMNAV_COLOR_SCHEME=light` or `dark`, the user's word, and then the terminal is not asked;
/// 2. the terminal's answer to xterm's question of its background colour (OSC 11,
///    `ESC ] 11 ; ? ESC \`), which xterm, VTE (GNOME Terminal and others), kitty, iTerm2,
///    WezTerm, Alacritty, foot and tmux 3.3 and later (when it knows the colour) answer: light
///    when dark text reads better on that colour (``ColorScheme/init(background:)``);
/// 3. `COLORFGBG` (``ColorScheme/terminal(colorFGBG:)``);
/// 4. dark.
///
/// The question is asked once, after ncurses has the terminal in raw mode, followed by the
/// device-attributes question (DA1), which every terminal answers, in order: the wait for the
/// answer (``InputReader/awaitBackground(within:)``) ends when either answer comes, so a terminal
/// that does not know OSC 11 costs one round trip, and after ``answerWait`` at most. An answer
/// that comes later (a slow link) changes the scheme then. The Linux console, which would
/// print the question, and `TERM=dumb` are not asked.
enum TerminalBackground {
    /// The environment variable that says the terminal's background: `light` or `dark`.
    static let overrideVariable = "TERMNAV_COLOR_SCHEME"
    /// The question: the background colour (OSC 11, ended by ST), then the device attributes
    /// (DA1), whose answer says that no answer to the first is coming.
    static let question = Array("\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8)
    /// The longest the app's start waits for the answer.
    static let answerWait = Duration.milliseconds(30)

    /// The scheme the user set: `light` or `dark` (in any case); `nil` for anything else.
    /// - Parameter value: The value of `TERMNAV_COLOR_SCHEME`, if set.
    /// - Returns: The scheme, or `nil` when the variable does not say.
    static func override(_ value: String?) -> ColorScheme? {
        switch value?.lowercased() {
        case "light": return .light
        case "dark": return .dark
        default: return nil
        }
    }

    /// Whether to ask the terminal for its background colour: not when the user said what it
    /// is, nor on a terminal that would show the question instead of answering it (the Linux
    /// console, `TERM=dumb`, no `TERM`).
    /// - Parameters:
    ///   - term: The value of `TERM`.
    ///   - override: The scheme the user set, if any.
    /// - Returns: Whether to ask.
    static func shouldAsk(term: String?, override: ColorScheme?) -> Bool {
        guard override == nil, let term, !term.isEmpty, term != "dumb" else { return false }
        return !term.hasPrefix("linux")
    }

    /// The terminal's scheme from what says it, in order of precedence.
    /// - Parameters:
    ///   - override: The scheme the user set (`TERMNAV_COLOR_SCHEME`), if any.
    ///   - answer: The scheme of the background colour the terminal answered, if it did.
    ///   - colorFGBG: The value of `COLORFGBG`, if set.
    /// - Returns: The scheme.
    static func scheme(override: ColorScheme?, answer: ColorScheme?, colorFGBG: String?) -> ColorScheme {
        override ?? answer ?? ColorScheme.terminal(colorFGBG: colorFGBG)
    }
}
