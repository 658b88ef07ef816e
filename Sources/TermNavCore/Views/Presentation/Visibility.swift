/// Whether something is shown, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// As the platform decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
