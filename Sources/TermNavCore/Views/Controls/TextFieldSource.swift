import Foundation

/// Where a text field's text comes from and goes to: a `String` binding, written as it is
/// edited, or a value and its format style, whose text is edited apart and parsed back when the
/// editing ends.
enum TextFieldSource {
    /// A binding to the text, written with every change.
    case text(Binding<String>)
    /// A value shown through a format: `formatted` gives its text now, and `commit` parses an
    /// edited text into the value, answering whether it could.
    case formatted(formatted: () -> String, commit: (String) -> Bool)

    /// A value's source, through a format style that parses its own output.
    static func value<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, format: F) -> TextFieldSource
    where F.FormatOutput == String {
        .formatted(
            formatted: { format.format(value.wrappedValue) },
            commit: { text in
                guard let parsed = try? format.parseStrategy.parse(text) else { return false }
                value.wrappedValue = parsed
                return true
            })
    }

    /// The text to show while the field is not being edited.
    var shownText: String {
        switch self {
        case .text(let binding): return binding.wrappedValue
        case .formatted(let formatted, _): return formatted()
        }
    }
}
