import Foundation

/// A grid as a ``Layout``, as SwiftUI's `GridLayout`: what a ``Grid`` does, its rows given as
/// ``GridRow``s, for an ``AnyLayout`` to switch with another layout.
///
/// Used as a container (`GridLayout { GridRow { … } }`), it lays out exactly as a `Grid`.
/// Asked for its size or its places directly, it answers as a vertical stack of its rows.
public struct GridLayout: Layout {
    /// Where a cell sits in its column and row.
    public var alignment: Alignment
    /// The space between columns in points, or `nil` for the default (a column).
    public var horizontalSpacing: CGFloat?
    /// The space between rows in points, or `nil` for the default (none).
    public var verticalSpacing: CGFloat?

    /// Creates a grid layout.
    /// - Parameters:
    ///   - alignment: Where each cell sits in its column and row; centred by default.
    ///   - horizontalSpacing: The space between columns in points (a column per 8).
    ///   - verticalSpacing: The space between rows in points (a line per 16).
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The size the grid's rows take, one under another.
    /// - Parameters:
    ///   - proposal: The size offered.
    ///   - subviews: The rows.
    ///   - cache: No cache.
    /// - Returns: The size, in points.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        VStackLayout(alignment: alignment.horizontal, spacing: verticalSpacing)
            .sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Places the rows one under another.
    /// - Parameters:
    ///   - bounds: Where the grid is.
    ///   - proposal: The size it was offered.
    ///   - subviews: The rows.
    ///   - cache: No cache.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        VStackLayout(alignment: alignment.horizontal, spacing: verticalSpacing)
            .placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
