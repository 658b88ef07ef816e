import Foundation

/// A control that shows editable text: a row the focus rests on, which edits its text while it
/// has the focus, as readline and a Mac text field do.
///
/// ```swift
/// TextField("Name", text: $name)
/// TextField("Email", text: $email, prompt: Text("you@example.com"))
/// TextField("Amount", value: $amount, format: .number)
/// ```
///
/// Drawn as on iOS: the text, or while it is empty the prompt (else the title), dim. Arriving on
/// the field (arrow keys, Tab, a click, `@FocusState`) starts editing: every printable key
/// types, Enter submits (the `.onSubmit` actions run) and leaves the editing, Esc leaves it
/// keeping the text, Tab moves on and ↑/↓ go to the row above or below.
///
/// Along the vertical axis (`axis: .vertical`) the text wraps and the field grows with it, up to
/// its `.lineLimit`, then scrolls with its insertion point; ↑/↓ move between its lines (from its
/// first or last, to the row above or below), and Alt-Return types a line break.
nonisolated public struct TextField<Label: View>: View {
    /// A text field has no body of its own: TermNav draws it.
    public typealias Body = Never

    let label: Label
    let source: TextFieldSource
    let prompt: Text?
    var isSecure = false
    /// The axis the text grows along: down its lines for `.vertical`.
    var axis = Axis.horizontal
    /// Whether it is a `TextEditor`'s: Return types a line break, and nothing is submitted.
    var isEditor = false
    /// Run on Enter after the `.onSubmit` actions around it: the `onCommit` of SwiftUI's older
    /// forms.
    var onCommit: (() -> Void)?

    /// A text field whose label is a view.
    /// - Parameters:
    ///   - text: The text to edit.
    ///   - prompt: What shows, dim, while the text is empty; the label's text when `nil`.
    ///   - label: What the field is for.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.source = .text(text)
        self.prompt = prompt
    }

    /// A text field whose label is a view, which may grow down its axis.
    /// - Parameters:
    ///   - text: The text to edit.
    ///   - prompt: What shows, dim, while the text is empty.
    ///   - axis: The axis the text grows along: `.vertical` wraps it onto more lines as it
    ///     grows (up to `.lineLimit`), and Alt-Return types a line break.
    ///   - label: What the field is for.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
        self.axis = axis
    }
}

extension TextField where Label == Text {
    /// A text field with a title from a localized string key.
    /// - Parameters:
    ///   - titleKey: The title, shown dim while the text is empty.
    ///   - text: The text to edit.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// A text field with a title from a localized string key and a prompt.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - text: The text to edit.
    ///   - prompt: What shows, dim, while the text is empty; the title when `nil`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A text field with a title from a localized string key, along an axis.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - text: The text to edit.
    ///   - axis: The axis the text grows along; `.vertical` wraps it onto more lines as it grows.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(titleKey) }
    }

    /// A text field with a title from a localized string key and a prompt, along an axis.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - text: The text to edit.
    ///   - prompt: What shows, dim, while the text is empty.
    ///   - axis: The axis the text grows along; `.vertical` wraps it onto more lines as it grows.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
    }

    /// A text field with a title from a string.
    /// - Parameters:
    ///   - title: The title, shown dim while the text is empty.
    ///   - text: The text to edit.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    /// A text field with a title from a string and a prompt.
    /// - Parameters:
    ///   - title: The title.
    ///   - text: The text to edit.
    ///   - prompt: What shows, dim, while the text is empty; the title when `nil`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// A text field with a title from a string, along an axis.
    /// - Parameters:
    ///   - title: The title.
    ///   - text: The text to edit.
    ///   - axis: The axis the text grows along; `.vertical` wraps it onto more lines as it grows.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(title) }
    }

    /// A text field with a title from a string and a prompt, along an axis.
    /// - Parameters:
    ///   - title: The title.
    ///   - text: The text to edit.
    ///   - prompt: What shows, dim, while the text is empty.
    ///   - axis: The axis the text grows along; `.vertical` wraps it onto more lines as it grows.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
    }

    /// A text field that edits a value through a format style: the text is edited freely, and
    /// parsed into the value when Enter is pressed or the focus leaves (a text that does not
    /// parse goes back to the value's own).
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - value: The value.
    ///   - format: The format style, which parses what it writes (`.number`, `.currency(code:)`,
    ///     `.percent`).
    ///   - prompt: What shows, dim, while the text is empty.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.label = Text(titleKey)
        self.source = .value(value, format: format)
        self.prompt = prompt
    }

    /// A text field that edits a value through a format style, with a title from a string.
    /// - Parameters:
    ///   - title: The title.
    ///   - value: The value.
    ///   - format: The format style, which parses what it writes.
    ///   - prompt: What shows, dim, while the text is empty.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.label = Text(title)
        self.source = .value(value, format: format)
        self.prompt = prompt
    }
}

extension TextField where Label == Text {
    /// A text field with a title from a localized string key that runs an action on Enter:
    /// SwiftUI's older form of `init(_:text:)` with `.onSubmit(_:)`, which it draws and runs
    /// the same.
    /// - Parameters:
    ///   - titleKey: The title, shown dim while the text is empty.
    ///   - text: The text to edit.
    ///   - onCommit: Run when Enter submits the text.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
        self.onCommit = onCommit
    }

    /// A text field with a title from a string that runs an action on Enter: SwiftUI's older
    /// form of `init(_:text:)` with `.onSubmit(_:)`.
    /// - Parameters:
    ///   - title: The title, shown dim while the text is empty.
    ///   - text: The text to edit.
    ///   - onCommit: Run when Enter submits the text.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
        self.onCommit = onCommit
    }
}
