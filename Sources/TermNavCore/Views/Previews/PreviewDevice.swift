/// A device to show a preview on, as SwiftUI's `PreviewDevice`; TermNav never shows previews,
/// so the name is kept and ignored.
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The device's name, such as `"iPhone 15"`.
    public let rawValue: String

    /// A device by name.
    /// - Parameter rawValue: The device's name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A device by name, written as a string literal.
    /// - Parameter value: The device's name.
    public init(stringLiteral value: String) {
        rawValue = value
    }
}
