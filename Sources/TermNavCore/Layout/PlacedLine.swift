/// A laid-out line at a fixed place of the screen: a part of the navigation bar, a large title,
/// a toolbar item.
struct PlacedLine: Equatable {
    /// The line, already cut to fit.
    var line: Line
    /// Its first column.
    var x: Int
    /// Its screen line.
    var y: Int
    /// Whether it is drawn highlighted (a focused toolbar item).
    var isHighlighted = false
    /// Whether it is the screen's title (drawn in the theme's title colour).
    var isTitle = false
}
