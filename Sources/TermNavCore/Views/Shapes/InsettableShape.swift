/// A shape that can be inset, as SwiftUI's `InsettableShape`, for `.inset(by:)` and
/// `.strokeBorder(_:lineWidth:)`. A box already stands in the cells of its frame, so an inset
/// changes nothing in a terminal.
public protocol InsettableShape: Shape {}

extension InsettableShape {
    /// The shape inset by a length: the same shape, its box in the cells of its frame.
    /// - Parameter amount: The inset in points, ignored.
    /// - Returns: The shape.
    public func inset(by amount: Double) -> Self {
        self
    }
}
