import Foundation

/// A layout of an app's own, as SwiftUI's `Layout`: it answers the size it takes for a proposal,
/// then places its subviews in the bounds it is given.
///
/// Sizes and positions are in points, a column being 8 and a line 16; positions are rounded to
/// the nearest cell. Use a layout as a container: `MyLayout { Text("a"); Text("b") }`.
///
/// ```swift
/// struct Columns: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///         return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
///     }
///
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var x = bounds.minX
///         for subview in subviews {
///             subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
///             x += subview.sizeThatFits(.unspecified).width
///         }
///     }
/// }
/// ```
public protocol Layout {
    /// What the layout computes once and keeps while it sizes and places its subviews.
    associatedtype Cache = Void

    /// The subviews a layout arranges.
    typealias Subviews = LayoutSubviews

    /// Makes the cache.
    /// - Parameter subviews: The subviews.
    /// - Returns: The cache.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings the cache up to date with the subviews; makes it anew by default.
    /// - Parameters:
    ///   - cache: The cache.
    ///   - subviews: The subviews.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The size the layout takes when offered a size.
    /// - Parameters:
    ///   - proposal: The size offered, in points.
    ///   - subviews: The subviews.
    ///   - cache: The cache.
    /// - Returns: The size it takes, in points.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places each subview in the bounds the layout was given (``LayoutSubview/place(at:anchor:proposal:)``).
    /// - Parameters:
    ///   - bounds: Where the layout is, in points.
    ///   - proposal: The size it was offered.
    ///   - subviews: The subviews.
    ///   - cache: The cache.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}

extension Layout where Cache == Void {
    /// No cache.
    /// - Parameter subviews: The subviews.
    public func makeCache(subviews: Subviews) {}
}

extension Layout {
    /// Makes the cache anew.
    /// - Parameters:
    ///   - cache: The cache.
    ///   - subviews: The subviews.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The layout as a container of views: `MyLayout { Text("a"); Text("b") }`.
    /// - Parameter content: The subviews.
    /// - Returns: A view that arranges them with this layout.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// Subviews arranged by an app's ``Layout``.
nonisolated struct LayoutView<L: Layout, Content: View>: View {
    /// Built into TermNav: no body.
    typealias Body = Never

    /// The layout.
    let layout: L
    /// The subviews.
    let content: Content
}
