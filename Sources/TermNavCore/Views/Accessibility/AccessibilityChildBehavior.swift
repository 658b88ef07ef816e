/// How an element made with `.accessibilityElement(children:)` treats the elements inside it,
/// as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    /// The three behaviours.
    enum Kind: Hashable, Sendable {
        case ignore, combine, contain
    }

    /// Which behaviour it is.
    let kind: Kind

    /// The children are left out: the element is read by its own label and value.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children's labels and values are joined into the element's.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
    /// The children stay elements of their own, grouped in this one.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
}
