/// How SwiftUI's points become terminal cells: a column stands for 8 points and a line for 16,
/// about what a cell of a 14-point monospaced font measures (a cell is twice as tall as wide).
///
/// Lengths are rounded down, with one exception: a horizontal length of more than zero points is
/// at least one column, so a gap between two words never closes. A vertical length shorter than
/// a line is no line at all, so screens stay compact. So `.padding()` (16 points) is two columns
/// at the sides and one line above and below, `.padding(8)` one column and no line,
/// `VStack(spacing: 8)` puts no blank line between its children and `VStack(spacing: 16)` one.
enum PointScale {
    /// The points a column stands for.
    static let pointsPerColumn = 8.0
    /// The points a line stands for.
    static let pointsPerLine = 16.0
    /// The most cells a length becomes, so that huge lengths cannot overflow.
    static let largest = 10_000

    /// The columns a horizontal length takes.
    /// - Parameter points: The length in points.
    /// - Returns: The columns: none for no length (or a negative or undefined one), else at
    ///   least one; ``largest`` for an infinite length.
    static func columns(_ points: Double) -> Int {
        guard points.isFinite else { return points == .infinity ? largest : 0 }
        guard points > 0 else { return 0 }
        return max(1, Int(min(Double(largest), points / pointsPerColumn)))
    }

    /// The first cell of a length of cells whose centre is at a point: the cell holding the point
    /// is the middle one (the later of two middles), so `Text("Hi")` at 80 points across is drawn
    /// in columns 9 and 10, about the 10th column's left edge where SwiftUI centres it.
    /// - Parameters:
    ///   - points: Where the centre is, in points from the start of the space.
    ///   - length: The cells the view takes along the axis.
    ///   - pointsPerCell: The points a cell stands for along the axis (``pointsPerColumn`` or
    ///     ``pointsPerLine``).
    /// - Returns: The first cell, which may be before the space's start (negative) or past its end.
    static func start(centredAt points: Double, length: Int, pointsPerCell: Double) -> Int {
        guard points.isFinite else { return 0 }
        let cell = Int(max(-Double(largest), min(Double(largest), (points / pointsPerCell).rounded(.down))))
        return cell - length / 2
    }

    /// The lines a vertical length takes, rounded down.
    /// - Parameter points: The length in points.
    /// - Returns: The lines; ``largest`` for an infinite length.
    static func lines(_ points: Double) -> Int {
        guard points.isFinite else { return points == .infinity ? largest : 0 }
        guard points > 0 else { return 0 }
        return Int(min(Double(largest), points / pointsPerLine))
    }
}
