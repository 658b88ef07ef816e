/// A control that turns something on or off, as SwiftUI's `Toggle`.
///
/// ```swift
/// Form {
///     Toggle("Wi-Fi", isOn: $wifi)        //  Wi-Fi                    [ on]
///     Toggle(isOn: $bold) { Label("Bold", systemImage: "bold") }
/// }
/// ```
/// In a row, the label sits at the left and the switch at the right edge. Space or Enter flips
/// it while it has the focus, and so does a click on its row. Inside `.disabled(true)` it is
/// drawn dim and does not change. ``View/toggleStyle(_:)`` chooses how it is drawn.
nonisolated public struct Toggle<Label: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let isOn: Binding<Bool>
    let label: Label

    /// Creates a toggle with a label view.
    /// - Parameters:
    ///   - isOn: Whether the toggle is on.
    ///   - label: What the toggle shows.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle that shows a title.
    /// - Parameters:
    ///   - title: What the toggle shows.
    ///   - isOn: Whether the toggle is on.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.isOn = isOn
        self.label = Text(title)
    }

    /// Creates a toggle that shows a localized title.
    /// - Parameters:
    ///   - titleKey: What the toggle shows.
    ///   - isOn: Whether the toggle is on.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.isOn = isOn
        self.label = Text(titleKey)
    }
}

extension Toggle where Label == TermNavCore.Label<Text, Image> {
    /// Creates a toggle that shows a title after an SF Symbol.
    /// - Parameters:
    ///   - title: What the toggle shows.
    ///   - systemImage: The SF Symbol name of the icon.
    ///   - isOn: Whether the toggle is on.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TermNavCore.Label(title, systemImage: systemImage) }
    }

    /// Creates a toggle that shows a localized title after an SF Symbol.
    /// - Parameters:
    ///   - titleKey: What the toggle shows.
    ///   - systemImage: The SF Symbol name of the icon.
    ///   - isOn: Whether the toggle is on.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TermNavCore.Label(titleKey, systemImage: systemImage) }
    }
}
