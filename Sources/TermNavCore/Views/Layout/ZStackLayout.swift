import Foundation

/// Subviews over each other as a ``Layout``, as SwiftUI's `ZStackLayout`: what a ``ZStack``
/// does, for an ``AnyLayout`` to switch with another layout.
public struct ZStackLayout: Layout {
    /// Where subviews sit in the stack, as a ``ZStack``'s children do.
    public var alignment: Alignment

    /// Creates an overlaying stack layout.
    /// - Parameter alignment: Where subviews sit.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The size the stack takes: as wide as its widest subview and as tall as its tallest.
    /// - Parameters:
    ///   - proposal: The size offered.
    ///   - subviews: The subviews.
    ///   - cache: No cache.
    /// - Returns: The size, in points.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { total, subview in
            let size = subview.sizeThatFits(proposal)
            return CGSize(width: max(total.width, size.width), height: max(total.height, size.height))
        }
    }

    /// Places every subview at the top left of the bounds.
    /// - Parameters:
    ///   - bounds: Where the stack is.
    ///   - proposal: The size it was offered.
    ///   - subviews: The subviews.
    ///   - cache: No cache.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
    }
}
