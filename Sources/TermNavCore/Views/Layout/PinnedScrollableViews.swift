/// Which parts of a lazy grid's sections stay pinned while it scrolls, as SwiftUI's
/// `PinnedScrollableViews`.
///
/// TermNav takes the set and draws each section's header and footer as a line of its own
/// across the grid, scrolling with it: nothing is pinned yet.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    /// The set's bits.
    public let rawValue: UInt32

    /// Creates a set from its bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The sections' headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The sections' footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
