/// A text field whose text is never shown: each character is drawn `•` (`*` in ASCII).
///
/// It edits as a ``TextField`` does; its text is in the binding only, never on the screen.
nonisolated public struct SecureField<Label: View>: View {
    /// A secure field has no body of its own: TermNav draws it.
    public typealias Body = Never

    var field: TextField<Label>

    /// A secure field whose label is a view.
    /// - Parameters:
    ///   - text: The text to edit.
    ///   - prompt: What shows, dim, while the text is empty; the label's text when `nil`.
    ///   - label: What the field is for.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        var field = TextField(text: text, prompt: prompt, label: label)
        field.isSecure = true
        self.field = field
    }
}

extension SecureField where Label == Text {
    /// A secure field with a title from a localized string key.
    /// - Parameters:
    ///   - titleKey: The title, shown dim while the text is empty.
    ///   - text: The text to edit.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// A secure field with a title from a localized string key and a prompt.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - text: The text to edit.
    ///   - prompt: What shows, dim, while the text is empty; the title when `nil`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A secure field with a title from a string.
    /// - Parameters:
    ///   - title: The title, shown dim while the text is empty.
    ///   - text: The text to edit.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    /// A secure field with a title from a string and a prompt.
    /// - Parameters:
    ///   - title: The title.
    ///   - text: The text to edit.
    ///   - prompt: What shows, dim, while the text is empty; the title when `nil`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

extension SecureField where Label == Text {
    /// A secure field with a title from a localized string key that runs an action on Enter:
    /// SwiftUI's older form of `init(_:text:)` with `.onSubmit(_:)`.
    /// - Parameters:
    ///   - titleKey: The title, shown dim while the text is empty.
    ///   - text: The text to edit.
    ///   - onCommit: Run when Enter submits the text.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
        field.onCommit = onCommit
    }

    /// A secure field with a title from a string that runs an action on Enter: SwiftUI's older
    /// form of `init(_:text:)` with `.onSubmit(_:)`.
    /// - Parameters:
    ///   - title: The title, shown dim while the text is empty.
    ///   - text: The text to edit.
    ///   - onCommit: Run when Enter submits the text.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
        field.onCommit = onCommit
    }
}
