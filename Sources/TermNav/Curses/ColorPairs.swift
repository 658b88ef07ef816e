import CNcurses
import TermNavCore

/// The ncurses colour pairs a terminal has been given, allocated the first time a style needs
/// one: one pair per foreground/background combination.
///
/// Pair 0 is the terminal's default colours. When colours are off, or the terminal runs out of
/// pairs, every style falls back to pair 0 and keeps its attributes.
struct ColorPairs {
    /// A foreground/background combination.
    private struct Combination: Hashable {
        var foreground: Color
        var background: Color
    }

    /// Whether the terminal draws colours at all.
    private let isEnabled: Bool
    /// Whether `use_default_colors` worked, so `-1` means the terminal's own colour.
    private let hasDefaultColors: Bool
    /// The terminal's number of colour pairs, pair 0 included.
    private let pairLimit: Int
    private var pairs: [Combination: Int16] = [:]

    /// Colour pairs for a terminal without colours: every style uses pair 0.
    init() {
        isEnabled = false
        hasDefaultColors = false
        pairLimit = 0
    }

    /// Colour pairs for a terminal whose colours have been started.
    /// - Parameters:
    ///   - defaultColors: Whether `use_default_colors` succeeded.
    ///   - colors: The terminal's number of colours (`COLORS`).
    ///   - pairs: The terminal's number of colour pairs (`COLOR_PAIRS`).
    init(defaultColors: Bool, colors: Int, pairs: Int) {
        isEnabled = colors >= 8 && pairs > 1
        hasDefaultColors = defaultColors
        pairLimit = min(pairs, Int(Int16.max))
    }

    /// The pair for a style's colours, set up with `init_pair` the first time it is asked for.
    /// - Parameters:
    ///   - foreground: The text colour.
    ///   - background: The background colour.
    /// - Returns: The pair number, or 0 (default colours) when there is none to give.
    mutating func pair(foreground: Color, background: Color) -> Int16 {
        guard isEnabled, foreground != .default || background != .default else { return 0 }
        let combination = Combination(foreground: foreground, background: background)
        if let pair = pairs[combination] { return pair }
        let next = pairs.count + 1
        guard next < pairLimit else { return 0 }
        let pair = Int16(next)
        guard init_pair(pair, number(foreground, orDefault: 7), number(background, orDefault: 0)) == tn_ok()
        else { return 0 }
        pairs[combination] = pair
        return pair
    }

    /// The ncurses colour number for a colour: its ANSI index, or -1 for the terminal's default
    /// (white or black when the terminal cannot keep its own).
    private func number(_ color: Color, orDefault fallback: Int16) -> Int16 {
        if let index = color.ansiIndex { return Int16(index) }
        return hasDefaultColors ? -1 : fallback
    }
}
