/// Items in columns, flowing left to right then down, built as they are shown, as SwiftUI's
/// `LazyVGrid`.
///
/// ```swift
/// ScrollView {
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 96))], spacing: 16) {
///         ForEach(photos) { photo in
///             NavigationLink(value: photo) { PhotoCell(photo: photo) }
///         }
///     }
/// }
/// ```
/// At the top of a screen's content (in a `ScrollView`, a `VStack` or a `NavigationStack`),
/// each line of the grid is one of the screen's rows and a `ForEach` in it stays lazy, as in a
/// `List`: a million items cost what a screenful costs. The focus is on one cell: ↑ and ↓ move
/// a line keeping the column, ← and → a cell. A `Section` starts a new line, its header and
/// footer each a line across the grid. Inside other views (an `HStack`, a list row) the grid
/// lays out every item it has.
nonisolated public struct LazyVGrid<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The columns.
    let columns: [GridItem]
    /// Where cells sit across their columns, unless their item says.
    let alignment: HorizontalAlignment
    /// The space between lines, in points.
    let spacing: Double?
    /// The section parts asked to stay pinned.
    let pinnedViews: PinnedScrollableViews
    /// The items.
    let content: Content

    /// Creates a lazy grid of columns.
    /// - Parameters:
    ///   - columns: The columns: their sizes, the space after each, their alignment.
    ///   - alignment: Where cells sit across their columns; centred by default.
    ///   - spacing: The space between lines in points (a blank line per 16, rounded down); none
    ///     by default.
    ///   - pinnedViews: The section parts to pin; taken, but nothing is pinned in TermNav.
    ///   - content: The items.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
}
