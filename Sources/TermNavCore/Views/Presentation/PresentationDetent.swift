/// A height a sheet may rest at, as SwiftUI's `PresentationDetent`. A terminal sheet always
/// takes the whole screen: detents are accepted and have no effect.
public struct PresentationDetent: Hashable, Sendable {
    /// The detent's description.
    private let name: String

    /// About half the screen.
    public static let medium = PresentationDetent(name: "medium")
    /// The whole screen.
    public static let large = PresentationDetent(name: "large")

    /// A fraction of the screen's height.
    /// - Parameter fraction: The fraction, from 0 to 1.
    /// - Returns: The detent.
    public static func fraction(_ fraction: Double) -> PresentationDetent {
        PresentationDetent(name: "fraction \(fraction)")
    }

    /// A height in points.
    /// - Parameter height: The height.
    /// - Returns: The detent.
    public static func height(_ height: Double) -> PresentationDetent {
        PresentationDetent(name: "height \(height)")
    }
}
