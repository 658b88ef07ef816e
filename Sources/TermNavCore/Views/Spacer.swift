/// Flexible space, as SwiftUI's `Spacer`: in an `HStack` it pushes its neighbours apart,
/// taking the columns left over; in a vertical stack it adds no line, since a terminal screen
/// scrolls rather than stretches.
nonisolated public struct Spacer: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The least length, in points.
    let minLength: Double?

    /// Creates a spacer.
    /// - Parameter minLength: The least length in points: columns in an `HStack` (8 points a
    ///   column), blank lines in a vertical stack (16 points a line); none by default.
    public init(minLength: Double? = nil) {
        self.minLength = minLength
    }
}
