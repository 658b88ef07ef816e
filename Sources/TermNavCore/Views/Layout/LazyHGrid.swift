/// Items in rows, as SwiftUI's `LazyHGrid`, laid out in a terminal as a ``LazyVGrid`` whose
/// columns are its rows.
///
/// SwiftUI's horizontal grid flows its items down its rows, then across, and scrolls sideways.
/// A terminal's screen scrolls down, so TermNav turns the grid a quarter: each ``GridItem`` of
/// `rows` sizes a column, the items flow across then down, and the grid scrolls down, lazy as a
/// vertical grid is.
nonisolated public struct LazyHGrid<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The rows, laid out as columns.
    let rows: [GridItem]
    /// Where cells sit down their rows (across their columns, as laid out).
    let alignment: VerticalAlignment
    /// The space between columns of items, in points (between lines, as laid out).
    let spacing: Double?
    /// The section parts asked to stay pinned.
    let pinnedViews: PinnedScrollableViews
    /// The items.
    let content: Content

    /// Creates a lazy grid of rows.
    /// - Parameters:
    ///   - rows: The rows: their sizes, the space after each, their alignment.
    ///   - alignment: Where cells sit in their rows; centred by default.
    ///   - spacing: The space between the grid's columns in points; none by default.
    ///   - pinnedViews: The section parts to pin; taken, but nothing is pinned in TermNav.
    ///   - content: The items.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
}
