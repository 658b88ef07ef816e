import Foundation

/// A progress bar drawn in cells: filled up to its value with sub-cell precision in eighths of
/// a cell (`███▌░░░`), or in ASCII whole cells (`###----`).
enum ProgressBar {
    /// The bar of a fraction, from 0 to 1 (held to them), in a number of cells, as its filled
    /// part (the last cell partly filled included) and the empty rest.
    /// - Parameters:
    ///   - fraction: How much is done.
    ///   - width: The cells of the bar.
    /// - Returns: The two parts, each in both glyph sets.
    static func parts(fraction: Double, width: Int) -> (filled: Glyph, rest: Glyph) {
        let fraction = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        let eighths = Int((fraction * Double(width * 8)).rounded(.down))
        let full = eighths / 8
        let part = eighths % 8
        var unicode = String(repeating: Glyphs.progressFilled.unicode, count: full)
        if part > 0 { unicode += Glyphs.progressEighths[part - 1] }
        let unicodeRest = String(
            repeating: Glyphs.progressEmpty.unicode, count: width - full - (part > 0 ? 1 : 0))
        let asciiFull = Int((fraction * Double(width)).rounded(.down))
        let ascii = String(repeating: Glyphs.progressFilled.ascii, count: asciiFull)
        let asciiRest = String(repeating: Glyphs.progressEmpty.ascii, count: width - asciiFull)
        return (Glyph(unicode: unicode, ascii: ascii), Glyph(unicode: unicodeRest, ascii: asciiRest))
    }

    /// A circular progress view's glyph: a circle filled by quarters (`◔`), and the percentage
    /// in ASCII.
    static func circle(fraction: Double) -> Glyph {
        let fraction = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        let quarter = Int((fraction * 4).rounded(.down))
        return Glyph(
            unicode: Glyphs.progressCircle[quarter], ascii: "\(Int((fraction * 100).rounded(.down)))%")
    }
}

/// A progress view's bar of a fraction as a view of its own, for a timer's bar drawn afresh as
/// it moves: a bar as wide as its row lets it be, or a circle.
struct ProgressTrack: View {
    /// Built into TermNav: no body.
    typealias Body = Never

    /// How much is done, from 0 to 1.
    let fraction: Double
    /// Whether it is drawn as a circle (`.progressViewStyle(.circular)`).
    let isCircular: Bool
}

extension ProgressTrack {
    /// How far through a time interval a moment is, from 0 to 1; from 1 down to 0 when it counts
    /// down.
    static func fraction(through interval: ClosedRange<Date>, countsDown: Bool, at now: Date) -> Double {
        let span = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let passed = span > 0 ? now.timeIntervalSince(interval.lowerBound) / span : 1
        let fraction = min(max(passed, 0), 1)
        return countsDown ? 1 - fraction : fraction
    }
}
