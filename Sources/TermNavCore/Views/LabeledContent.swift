/// A label with a value beside it, as SwiftUI's `LabeledContent` and UIKit's value cell style:
/// in a row, the value sits dim at the right, before the accessory, and gives way first when
/// the row is too narrow for both.
///
/// ```swift
/// LabeledContent("Wi-Fi", value: "Home")          //  Wi-Fi                     Home ›
/// LabeledContent { Text("42") } label: { Text("Answer") }
/// ```
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let label: Label
    let content: Content

    /// Creates labeled content from two views.
    /// - Parameters:
    ///   - content: The value.
    ///   - label: The label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a label with a text value.
    /// - Parameters:
    ///   - title: The label.
    ///   - value: The value.
    public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
        self.label = Text(title)
        self.content = Text(value)
    }

    /// Creates a label with a text value.
    /// - Parameters:
    ///   - titleKey: The label.
    ///   - value: The value.
    public init<V: StringProtocol>(_ titleKey: LocalizedStringKey, value: V) {
        self.label = Text(titleKey)
        self.content = Text(value)
    }
}

extension LabeledContent where Label == Text {
    /// Creates a label with a value view.
    /// - Parameters:
    ///   - title: The label.
    ///   - content: The value.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.label = Text(title)
        self.content = content()
    }
}
