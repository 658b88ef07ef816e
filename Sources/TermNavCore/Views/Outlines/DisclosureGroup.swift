/// A row that shows or hides the rows of its content, as SwiftUI's `DisclosureGroup`: its label
/// after `▸` while collapsed, `▾` while expanded (`>` and `v` in ASCII), and, while expanded,
/// its content's rows below it, indented two cells.
///
/// → expands the group, or moves to its first row when it is expanded; ← collapses it, and on a
/// row of its content moves to the group's row; Space and Enter expand and collapse it, and so
/// does a click on its row. With `isExpanded:` the binding says whether it is expanded and is
/// written when a key or a click changes it; without, the group keeps its own state, as a
/// `@State` value is kept, while its screen lives.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    /// The group's row.
    let label: Label
    /// Builds the rows shown while expanded.
    let content: () -> Content
    /// Whether the group is expanded, when the app says; `nil` for the group's own state.
    let isExpanded: Binding<Bool>?
    /// Whether the group is expanded, when the app does not say.
    @State private var isExpandedHere = false

    /// Creates a group that keeps whether it is expanded, collapsed at first.
    /// - Parameters:
    ///   - content: The rows shown while expanded.
    ///   - label: The group's row.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = nil
    }

    /// Creates a group expanded while a binding is true.
    /// - Parameters:
    ///   - isExpanded: Whether the group is expanded; written when a key or a click changes it.
    ///   - content: The rows shown while expanded.
    ///   - label: The group's row.
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.content = content
        self.isExpanded = isExpanded
    }

    /// The group's row and, while it is expanded, its content's.
    @MainActor public var body: some View {
        DisclosureGroupRows(label: label, content: content, isExpanded: isExpanded ?? $isExpandedHere)
    }
}

extension DisclosureGroup where Label == Text {
    /// Creates a group titled with a localized key, which keeps whether it is expanded.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - content: The rows shown while expanded.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a group titled with a string, which keeps whether it is expanded.
    /// - Parameters:
    ///   - title: The title.
    ///   - content: The rows shown while expanded.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// Creates a group titled with a localized key, expanded while a binding is true.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - isExpanded: Whether the group is expanded; written when a key or a click changes it.
    ///   - content: The rows shown while expanded.
    public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
        @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// Creates a group titled with a string, expanded while a binding is true.
    /// - Parameters:
    ///   - title: The title.
    ///   - isExpanded: Whether the group is expanded; written when a key or a click changes it.
    ///   - content: The rows shown while expanded.
    public init<S: StringProtocol>(
        _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// A disclosure group's rows: its label's, and its content's while it is expanded.
struct DisclosureGroupRows<Label: View, Content: View>: View {
    /// Built into TermNav: no body.
    typealias Body = Never

    /// The group's row.
    let label: Label
    /// Builds the rows shown while expanded.
    let content: () -> Content
    /// Whether the group is expanded.
    let isExpanded: Binding<Bool>
}
