import Foundation

/// A vertical stack as a ``Layout``, as SwiftUI's `VStackLayout`: what a ``VStack`` does, for
/// an ``AnyLayout`` to switch with another layout while the subviews keep their state.
public struct VStackLayout: Layout {
    /// Where subviews narrower than the widest sit.
    public var alignment: HorizontalAlignment
    /// The space between subviews in points, or `nil` for the default (none).
    public var spacing: CGFloat?

    /// Creates a vertical stack layout.
    /// - Parameters:
    ///   - alignment: Where subviews narrower than the widest sit; centred by default.
    ///   - spacing: The space between subviews in points (a line per 16); none by default.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The blank lines between subviews, as a `VStack` has them.
    var spacingLines: Int { PointScale.lines(Double(spacing ?? 0)) }

    /// The size the stack takes: its subviews one under another, as a `VStack` sizes them.
    /// - Parameters:
    ///   - proposal: The size offered.
    ///   - subviews: The subviews.
    ///   - cache: No cache.
    /// - Returns: The size, in points.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackLayoutMath(axis: .vertical, gap: CGFloat(spacingLines) * PointScale.pointsPerLine)
            .size(proposal: proposal, subviews: subviews)
    }

    /// Places the subviews one under another from the top.
    /// - Parameters:
    ///   - bounds: Where the stack is.
    ///   - proposal: The size it was offered.
    ///   - subviews: The subviews.
    ///   - cache: No cache.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        StackLayoutMath(axis: .vertical, gap: CGFloat(spacingLines) * PointScale.pointsPerLine)
            .place(in: bounds, proposal: proposal, subviews: subviews, across: alignment.fraction)
    }
}
