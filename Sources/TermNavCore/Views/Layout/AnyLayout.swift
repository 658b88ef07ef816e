import Foundation

/// Any ``Layout``, its type erased, as SwiftUI's `AnyLayout`: switching between two layouts
/// through it keeps the subviews, and their `@State`, as they were.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout {
///     Text("Name")
///     Text("Ada Lovelace")
/// }
/// ```
public struct AnyLayout: Layout {
    /// The layout wrapped.
    let layout: any Layout

    /// Wraps a layout.
    /// - Parameter layout: The layout.
    public init<L: Layout>(_ layout: L) {
        self.layout = (layout as? AnyLayout)?.layout ?? layout
    }

    /// The size the wrapped layout takes.
    /// - Parameters:
    ///   - proposal: The size offered.
    ///   - subviews: The subviews.
    ///   - cache: No cache: the wrapped layout's is made afresh.
    /// - Returns: The size, in points.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        Self.size(layout, proposal: proposal, subviews: subviews)
    }

    /// Places the subviews as the wrapped layout does.
    /// - Parameters:
    ///   - bounds: Where the layout is.
    ///   - proposal: The size it was offered.
    ///   - subviews: The subviews.
    ///   - cache: No cache: the wrapped layout's is made afresh.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        Self.place(layout, in: bounds, proposal: proposal, subviews: subviews)
    }

    private static func size<L: Layout>(_ layout: L, proposal: ProposedViewSize, subviews: Subviews) -> CGSize
    {
        var cache = layout.makeCache(subviews: subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    private static func place<L: Layout>(
        _ layout: L, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews
    ) {
        var cache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
