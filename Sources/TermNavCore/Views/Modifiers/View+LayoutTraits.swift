import Foundation

extension View {
    /// Draws the view moved by some points, as SwiftUI does: its place in its parent's layout
    /// stays where it was, and what is moved past that place is drawn in front of what is
    /// around, within the part of the screen it is in (``clipped(antialiased:)`` cuts it). A
    /// column is 8 points and a line 16; a move of less than a column is no move across, and of
    /// less than a line no move down.
    /// - Parameters:
    ///   - x: Points across; negative moves left.
    ///   - y: Points down; negative moves up.
    /// - Returns: The view, moved.
    public func offset(x: Double = 0, y: Double = 0) -> some View {
        let most = Double(PointScale.largest)
        let columns = x.isFinite ? Int(max(-most, min(most, x / PointScale.pointsPerColumn))) : 0
        let lines = y < 0 ? -PointScale.lines(-y) : PointScale.lines(y)
        return builtIn(.layout(.offset(x: columns, y: lines)))
    }

    /// Places the view's centre at a point of the space its parent offers, as SwiftUI does: the
    /// positioned view takes all of that space, and the view sits at its own size with its centre
    /// at the cell holding the point (a column is 8 points, a line 16).
    /// - Parameters:
    ///   - x: Points across from the leading edge of the space offered.
    ///   - y: Points down from its top.
    /// - Returns: The view, positioned.
    public func position(x: Double = 0, y: Double = 0) -> some View {
        builtIn(.layout(.position(x: x, y: y)))
    }

    /// Places the view's centre at a point of the space its parent offers, as
    /// ``position(x:y:)``.
    /// - Parameter position: The point, in points from the top leading corner of the space offered.
    /// - Returns: The view, positioned.
    public func position(_ position: CGPoint) -> some View {
        builtIn(.layout(.position(x: Double(position.x), y: Double(position.y))))
    }

    /// Keeps the view at its ideal size along both axes, whatever its parent offers: text is
    /// neither cut nor wrapped.
    /// - Returns: The view at its ideal size.
    public func fixedSize() -> some View {
        builtIn(.layout(.fixedSize(horizontal: true, vertical: true)))
    }

    /// Keeps the view at its ideal size along some axes, whatever its parent offers there.
    /// - Parameters:
    ///   - horizontal: Whether across: text is not cut to the width offered.
    ///   - vertical: Whether down: text is not cut to the lines offered.
    /// - Returns: The view.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        builtIn(.layout(.fixedSize(horizontal: horizontal, vertical: vertical)))
    }

    /// Sets the view's priority for space in its stack, as in SwiftUI: a stack offers its space
    /// to children of higher priority first, and those of lower priority get what is left
    /// beyond their least sizes. Children are 0 by default.
    /// - Parameter value: The priority.
    /// - Returns: The view.
    public func layoutPriority(_ value: Double) -> some View {
        builtIn(.layout(.priority(value)))
    }
}
