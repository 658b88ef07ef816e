/// A header's level, for `.accessibilityHeading(_:)`, as SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    /// A header of no particular level.
    case unspecified
    /// A first-level header.
    case h1
    /// A second-level header.
    case h2
    /// A third-level header.
    case h3
    /// A fourth-level header.
    case h4
    /// A fifth-level header.
    case h5
    /// A sixth-level header.
    case h6
}
