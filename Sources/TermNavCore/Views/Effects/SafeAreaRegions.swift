/// The kinds of safe area, as SwiftUI's `SafeAreaRegions`: for `.ignoresSafeArea(_:edges:)`,
/// which a terminal ignores (it has no safe area).
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The regions' bits.
    public let rawValue: Int

    /// Creates regions from their bits.
    /// - Parameter rawValue: A bit per region.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The area the system's bars and the device's shape leave.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area an on-screen keyboard leaves.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
