/// Padding in cells: columns at the sides, lines above and below (see ``PointScale``).
struct CellInsets: Hashable, Sendable {
    /// Blank lines above.
    var top = 0
    /// Blank columns at the left.
    var leading = 0
    /// Blank lines below.
    var bottom = 0
    /// Blank columns at the right.
    var trailing = 0

    /// SwiftUI's insets in points, as cells.
    init(_ insets: EdgeInsets) {
        top = PointScale.lines(insets.top)
        leading = PointScale.columns(insets.leading)
        bottom = PointScale.lines(insets.bottom)
        trailing = PointScale.columns(insets.trailing)
    }

    /// No padding.
    init() {}

    /// Whether it pads nothing.
    var isEmpty: Bool { top == 0 && leading == 0 && bottom == 0 && trailing == 0 }
}
