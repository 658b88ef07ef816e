/// Something the user activates with Enter, as SwiftUI's `Button`.
///
/// In a list, a button is a row: focusing it and pressing Enter runs its action.
public struct Button<Label: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let action: () -> Void
    let label: Label

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

/// A button style; terminal buttons have one look, so styles only exist for source
/// compatibility.
public protocol PrimitiveButtonStyle {}

/// The plain button style: the label as it is, no highlight of its own.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates the plain style.
    public init() {}
}

/// The default button style.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates the default style.
    public init() {}
}

extension View {
    /// Sets the style of buttons inside this view. Terminal buttons have one look, so this
    /// changes nothing; it exists so SwiftUI code compiles unchanged.
    /// - Parameter style: The style.
    /// - Returns: This view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> Self {
        self
    }
}
