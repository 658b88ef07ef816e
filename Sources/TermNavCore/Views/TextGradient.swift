/// A gradient set on a text with `.foregroundStyle(.linearGradient(…))`, over the runs the text
/// had then: joined to another text (`Text("New").foregroundStyle(gradient) + Text(" today")`),
/// it colours its own part alone, across the cells that part takes.
struct TextGradient: Hashable, Sendable {
    /// The gradient.
    var gradient: GradientPaint
    /// The runs of the text it colours.
    var runs: Range<Int>

    /// The gradient for a text that follows `count` runs of another, joined to it.
    /// - Parameter count: The runs before.
    /// - Returns: The gradient, over the same runs in the joined text.
    func shifted(by count: Int) -> TextGradient {
        TextGradient(gradient: gradient, runs: (runs.lowerBound + count)..<(runs.upperBound + count))
    }
}
