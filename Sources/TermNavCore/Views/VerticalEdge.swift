/// The top or bottom edge, as SwiftUI's `VerticalEdge`: which separators of a list row
/// `.listRowSeparator(_:edges:)` means.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges' bits.
        public let rawValue: Int8

        /// Creates a set from its bits.
        /// - Parameter rawValue: A bit per edge.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// A set of one edge.
        /// - Parameter edge: The edge.
        public init(_ edge: VerticalEdge) {
            rawValue = 1 << edge.rawValue
        }

        /// The top edge.
        public static let top = Set(.top)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}
