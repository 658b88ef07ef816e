import Foundation

/// A horizontal stack as a ``Layout``, as SwiftUI's `HStackLayout`: what an ``HStack`` does, for
/// an ``AnyLayout`` to switch with another layout while the subviews keep their state.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("Name"); Text("Ada Lovelace") }
/// ```
public struct HStackLayout: Layout {
    /// Where subviews shorter than the tallest sit.
    public var alignment: VerticalAlignment
    /// The space between subviews in points, or `nil` for the default (a column).
    public var spacing: CGFloat?

    /// Creates a horizontal stack layout.
    /// - Parameters:
    ///   - alignment: Where subviews shorter than the tallest sit; centred by default.
    ///   - spacing: The space between subviews in points (a column per 8); one column by default.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The blank columns between subviews, as an `HStack` has them.
    var spacingColumns: Int { spacing.map { PointScale.columns(Double($0)) } ?? 1 }

    /// The size the stack takes: its subviews side by side, as an `HStack` sizes them.
    /// - Parameters:
    ///   - proposal: The size offered.
    ///   - subviews: The subviews.
    ///   - cache: No cache.
    /// - Returns: The size, in points.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackLayoutMath(axis: .horizontal, gap: CGFloat(spacingColumns) * PointScale.pointsPerColumn)
            .size(proposal: proposal, subviews: subviews)
    }

    /// Places the subviews side by side from the leading edge.
    /// - Parameters:
    ///   - bounds: Where the stack is.
    ///   - proposal: The size it was offered.
    ///   - subviews: The subviews.
    ///   - cache: No cache.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        StackLayoutMath(axis: .horizontal, gap: CGFloat(spacingColumns) * PointScale.pointsPerColumn)
            .place(in: bounds, proposal: proposal, subviews: subviews, across: alignment.fraction)
    }
}
