/// An angle, as SwiftUI's `Angle`: for `.rotationEffect(_:)`, which a terminal ignores.
public struct Angle: Hashable, Sendable {
    /// The angle in degrees.
    public var degrees: Double

    /// Creates an angle in degrees.
    /// - Parameter degrees: The degrees.
    public init(degrees: Double) {
        self.degrees = degrees
    }

    /// Creates an angle in radians.
    /// - Parameter radians: The radians.
    public init(radians: Double) {
        degrees = radians * 180 / Double.pi
    }

    /// The angle in radians.
    public var radians: Double { degrees * Double.pi / 180 }

    /// No angle.
    public static let zero = Angle(degrees: 0)

    /// An angle in degrees.
    /// - Parameter degrees: The degrees.
    /// - Returns: The angle.
    public static func degrees(_ degrees: Double) -> Angle {
        Angle(degrees: degrees)
    }

    /// An angle in radians.
    /// - Parameter radians: The radians.
    /// - Returns: The angle.
    public static func radians(_ radians: Double) -> Angle {
        Angle(radians: radians)
    }
}
