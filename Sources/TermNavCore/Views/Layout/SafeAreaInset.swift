import Foundation

/// A view with another pinned at one of its edges (`.safeAreaInset(edge:alignment:spacing:content:)`):
/// above or below a list's rows, as the screen's fixed lines, while the rows scroll between.
nonisolated struct SafeAreaInset<Content: View, Inset: View>: View {
    /// Built into TermNav: no body.
    typealias Body = Never

    /// Where the inset goes.
    enum Placement {
        /// Above or below the content, placed across by its alignment.
        case vertical(VerticalEdge, HorizontalAlignment)
        /// Before or after the content, placed down by its alignment.
        case horizontal(HorizontalEdge, VerticalAlignment)
    }

    /// The view inset.
    let content: Content
    /// The view at its edge.
    let inset: Inset
    /// Where it goes.
    let placement: Placement
    /// The points between the two; `nil` for none.
    let spacing: Double?
}

extension View {
    /// Pins a view above or below this one, which keeps out of its way: on a `List`, the inset is
    /// a fixed part of the screen and the rows scroll between (a composer under a chat, a button
    /// bar under a form); on a scroll view, it stays at the edge of the content area.
    /// - Parameters:
    ///   - edge: The edge it is pinned to.
    ///   - alignment: Where it sits across: centred by default.
    ///   - spacing: The points between it and the content; none by default (a line is 16).
    ///   - content: The view pinned.
    /// - Returns: The view.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        SafeAreaInset(
            content: self, inset: content(), placement: .vertical(edge, alignment),
            spacing: spacing.map(Double.init))
    }

    /// Pins a view before or after this one, which keeps out of its way; beside a `List`, which
    /// takes the screen's width, the leading inset goes above it and the trailing one below.
    /// - Parameters:
    ///   - edge: The edge it is pinned to.
    ///   - alignment: Where it sits down: centred by default.
    ///   - spacing: The points between it and the content; none by default (a column is 8).
    ///   - content: The view pinned.
    /// - Returns: The view.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        SafeAreaInset(
            content: self, inset: content(), placement: .horizontal(edge, alignment),
            spacing: spacing.map(Double.init))
    }
}
