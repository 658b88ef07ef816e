/// An alert in the older SwiftUI form, returned from `.alert(isPresented:content:)`: a title,
/// an optional message and one or two buttons.
public struct Alert {
    /// The title.
    let title: Text
    /// The message, if any.
    let message: Text?
    /// The buttons, in the order given.
    let buttons: [Button]

    /// Creates an alert with one button (OK when none is given).
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The message under the title.
    ///   - dismissButton: The button; OK by default.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// Creates an alert with two buttons.
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The message under the title.
    ///   - primaryButton: The first button.
    ///   - secondaryButton: The second button.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an ``Alert``.
    public struct Button {
        /// The label.
        let label: Text
        /// The role: `nil` for a default button.
        let role: ButtonRole?
        /// What the button does.
        let action: () -> Void

        /// A button with the default style.
        /// - Parameters:
        ///   - label: The label.
        ///   - action: What the button does.
        /// - Returns: The button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action ?? {})
        }

        /// A button that cancels, labelled Cancel.
        /// - Parameter action: What the button does.
        /// - Returns: The button.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action ?? {})
        }

        /// A button that cancels.
        /// - Parameters:
        ///   - label: The label.
        ///   - action: What the button does.
        /// - Returns: The button.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action ?? {})
        }

        /// A button that deletes something or cannot be undone, drawn red.
        /// - Parameters:
        ///   - label: The label.
        ///   - action: What the button does.
        /// - Returns: The button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action ?? {})
        }
    }
}

extension View {
    /// Shows an ``Alert`` while a flag is true; choosing a button (or Esc) sets it back to
    /// `false`.
    /// - Parameters:
    ///   - isPresented: Whether the alert is shown.
    ///   - content: Builds the alert.
    /// - Returns: The view.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return builtIn(
            .alert(
                alert.presentation(isActive: { isPresented.wrappedValue }) {
                    isPresented.wrappedValue = false
                }))
    }

    /// Shows an ``Alert`` for an item while it is set; choosing a button (or Esc) sets it back to
    /// `nil`.
    /// - Parameters:
    ///   - item: The item, or `nil` for no alert.
    ///   - content: Builds the alert for the item.
    /// - Returns: The view.
    public func alert<Presented: Identifiable>(item: Binding<Presented?>, content: (Presented) -> Alert)
        -> some View
    {
        let alert = item.wrappedValue.map(content)
        return builtIn(
            .alert(
                (alert ?? Alert(title: Text(""))).presentation(isActive: {
                    alert != nil && item.wrappedValue != nil
                }) {
                    item.wrappedValue = nil
                }))
    }
}

extension Alert {
    /// The alert as TermNav shows alerts.
    @MainActor
    func presentation(isActive: @escaping () -> Bool, dismiss: @escaping () -> Void) -> AlertPresentation {
        let buttons = self.buttons
        let message = self.message
        return AlertPresentation(
            style: .alert, title: title.content, showsTitle: true, isActive: isActive, dismiss: dismiss,
            actions: {
                buttons.map { button in
                    TermNavCore.Button(action: button.action) { button.label }.role(button.role)
                }
            },
            message: { message })
    }
}

extension TermNavCore.Button {
    /// The button with a role.
    func role(_ role: ButtonRole?) -> Self {
        var button = self
        button.role = role
        return button
    }
}
