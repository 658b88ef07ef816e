/// The kinds of action `.accessibilityAction(_:_:)` answers, as SwiftUI's
/// `AccessibilityActionKind`.
public struct AccessibilityActionKind: Hashable, Sendable {
    /// The kinds of action.
    enum Kind: Hashable, Sendable {
        case `default`, escape, magicTap, delete, showMenu
    }

    /// Which kind it is.
    let kind: Kind

    /// The element's main action, as activating it.
    public static let `default` = AccessibilityActionKind(kind: .default)
    /// Dismissing what the element shows.
    public static let escape = AccessibilityActionKind(kind: .escape)
    /// The app's most important action, wherever the focus is.
    public static let magicTap = AccessibilityActionKind(kind: .magicTap)
    /// Deleting the element's content.
    public static let delete = AccessibilityActionKind(kind: .delete)
    /// Showing the element's menu.
    public static let showMenu = AccessibilityActionKind(kind: .showMenu)
}
