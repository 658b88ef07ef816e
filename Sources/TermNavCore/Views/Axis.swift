/// An axis, as SwiftUI's `Axis`: for `ScrollView`.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    /// Across.
    case horizontal
    /// Down.
    case vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The axes' bits.
        public let rawValue: Int8

        /// Creates a set from its bits.
        /// - Parameter rawValue: A bit per axis.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// Across.
        public static let horizontal = Set(rawValue: 1 << 0)
        /// Down.
        public static let vertical = Set(rawValue: 1 << 1)
    }
}
