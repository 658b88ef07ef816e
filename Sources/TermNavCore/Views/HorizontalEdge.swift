/// The left or right edge, as SwiftUI's `HorizontalEdge`: where `.swipeActions(edge:)` puts its
/// buttons on a touch screen.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// The left edge.
    case leading
    /// The right edge.
    case trailing
}
