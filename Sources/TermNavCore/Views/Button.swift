/// Something the user activates with Enter, as SwiftUI's `Button`.
///
/// In a list, a button is a row: focusing it and pressing Enter runs its action.
nonisolated public struct Button<Label: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let action: () -> Void
    let label: Label
    /// What the button does, for alerts and dialogs; `nil` for an ordinary button.
    var role: ButtonRole?

    /// Creates a button with a label view.
    /// - Parameters:
    ///   - action: What the button does.
    ///   - label: What the button shows.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
}

extension Button where Label == Text {
    /// Creates a button that shows a title.
    /// - Parameters:
    ///   - title: What the button shows.
    ///   - action: What the button does.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.action = action
        self.label = Text(title)
    }
}
