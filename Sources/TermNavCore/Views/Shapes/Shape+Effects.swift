/// Changes to a shape's path a terminal has no cells for: accepted so that SwiftUI code compiles
/// unchanged, each returns the shape as it is (a trimmed progress ring is drawn whole).
extension Shape {
    /// Trims the shape's outline to a fraction of it: ignored, the box is drawn whole.
    /// - Parameters:
    ///   - startFraction: Where the outline starts, from 0 to 1.
    ///   - endFraction: Where it ends.
    /// - Returns: The shape.
    public func trim(from startFraction: Double = 0, to endFraction: Double = 1) -> Self {
        self
    }

    /// Rotates the shape: ignored, a box stays upright.
    /// - Parameters:
    ///   - angle: The angle.
    ///   - anchor: The point it turns around.
    /// - Returns: The shape.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> Self {
        self
    }

    /// Scales the shape: ignored, a shape takes the cells of its frame.
    /// - Parameters:
    ///   - scale: The scale.
    ///   - anchor: The point it scales around.
    /// - Returns: The shape.
    public func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self {
        self
    }

    /// Scales the shape by different amounts across and down: ignored.
    /// - Parameters:
    ///   - x: The scale across.
    ///   - y: The scale down.
    ///   - anchor: The point it scales around.
    /// - Returns: The shape.
    public func scale(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> Self {
        self
    }
}
