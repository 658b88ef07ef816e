/// Content in a box with rounded corners, its label bold on the box's first line, as SwiftUI's
/// `GroupBox`.
///
/// ```swift
/// GroupBox("Today") {
///     LabeledContent("Steps", value: "8 412")
///     LabeledContent("Sleep", value: "7 h 10")
/// }
/// ```
///
/// ```
/// ╭──────────────────╮
/// │ Today            │
/// │ Steps     8 412  │
/// │ Sleep     7 h 10 │
/// ╰──────────────────╯
/// ```
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    /// The label, on the box's first line.
    let label: Label
    /// What the box holds.
    let content: Content

    @Environment(\.groupBoxStyle) private var style

    /// Creates a box of content with a label.
    /// - Parameters:
    ///   - content: What the box holds.
    ///   - label: The label, bold on the box's first line.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// Creates a box of content with a label given first (SwiftUI's older form).
    /// - Parameters:
    ///   - label: The label, bold on the box's first line.
    ///   - content: What the box holds.
    @available(*, deprecated, renamed: "GroupBox(content:label:)")
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    /// The box, drawn by the style in the environment.
    @MainActor public var body: some View {
        let configuration = GroupBoxStyleConfiguration(
            label: GroupBoxStyleConfiguration.Label(AnyView(label)),
            content: GroupBoxStyleConfiguration.Content(AnyView(content)))
        if let style {
            style.makeBody(configuration: configuration)
        } else {
            DefaultGroupBoxStyle().makeBody(configuration: configuration)
        }
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates a box of content without a label.
    /// - Parameter content: What the box holds.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// Creates a box of content with a title.
    /// - Parameters:
    ///   - titleKey: The title, as `Text` reads a string literal.
    ///   - content: What the box holds.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a box of content with a title.
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - content: What the box holds.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox
where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// Creates a box from a style's configuration, as a `GroupBoxStyle` of your own may.
    /// - Parameter configuration: The label and content the style was given.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
    }
}
