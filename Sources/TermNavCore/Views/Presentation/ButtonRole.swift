/// What a button does, as SwiftUI's `ButtonRole`: an alert or a confirmation dialog places and
/// draws its buttons by role, and Esc chooses the ``cancel`` one.
public struct ButtonRole: Hashable, Sendable {
    /// The role's name.
    private let name: String

    /// A button that deletes something or cannot be undone: drawn red in an alert or a dialog.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels: Esc chooses it in an alert or a dialog.
    public static let cancel = ButtonRole(name: "cancel")
}

extension Button {
    /// Creates a button with a role and a label view.
    /// - Parameters:
    ///   - role: What the button does, such as ``ButtonRole/destructive``.
    ///   - action: What the button does when chosen.
    ///   - label: What the button shows.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
        self.role = role
    }
}

extension Button where Label == Text {
    /// Creates a button with a role that shows a title.
    /// - Parameters:
    ///   - title: What the button shows.
    ///   - role: What the button does, such as ``ButtonRole/cancel``.
    ///   - action: What the button does when chosen.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(title, action: action)
        self.role = role
    }

    /// Creates a button with a role that shows a title, from a string literal.
    /// - Parameters:
    ///   - titleKey: What the button shows.
    ///   - role: What the button does, such as ``ButtonRole/cancel``.
    ///   - action: What the button does when chosen.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(titleKey.text, action: action)
        self.role = role
    }
}
