/// An edge of a rectangle, as SwiftUI's `Edge`: for `.padding(_:_:)` and the modifiers that
/// take edges.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The left edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The right edge.
    case trailing

    /// A set of edges: `.horizontal`, `.vertical`, `.all`, or any of the four.
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
        public init(_ edge: Edge) {
            rawValue = 1 << edge.rawValue
        }

        /// The top edge.
        public static let top = Set(.top)
        /// The left edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The right edge.
        public static let trailing = Set(.trailing)
        /// The left and right edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}
