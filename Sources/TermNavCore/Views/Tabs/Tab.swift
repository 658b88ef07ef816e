/// One tab of a ``TabView``, as SwiftUI's `Tab`: its title, symbol and value, and its content.
///
/// ```swift
/// TabView(selection: $tab) {
///     Tab("Inbox", systemImage: "tray", value: 0) { Inbox() }
///     Tab("Sent", systemImage: "paperplane", value: 1) { Sent() }.badge(3)
/// }
/// ```
nonisolated public struct Tab<Value: Hashable, Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let title: String
    let systemImage: String?
    let value: Value?
    let content: Content

    /// Creates a tab that is chosen when the tab view's selection is `value`.
    /// - Parameters:
    ///   - title: The tab's title in the tab bar.
    ///   - systemImage: The symbol drawn before the title.
    ///   - value: The selection that chooses the tab.
    ///   - content: The tab's view.
    public init(
        _ title: String, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) {
        self.title = title
        self.systemImage = systemImage
        self.value = value
        self.content = content()
    }

    /// Creates a tab that is chosen when the tab view's selection is `value`, with no symbol.
    /// - Parameters:
    ///   - title: The tab's title in the tab bar.
    ///   - value: The selection that chooses the tab.
    ///   - content: The tab's view.
    public init(_ title: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = title
        self.systemImage = nil
        self.value = value
        self.content = content()
    }
}

extension Tab where Value == Int {
    /// Creates a tab chosen by its place among the tabs, for a tab view without a selection.
    /// - Parameters:
    ///   - title: The tab's title in the tab bar.
    ///   - systemImage: The symbol drawn before the title.
    ///   - content: The tab's view.
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.systemImage = systemImage
        self.value = nil
        self.content = content()
    }
}

/// A group of tabs under a heading, as SwiftUI's `TabSection`; a tab bar on one line shows its
/// tabs in order, without the heading.
nonisolated public struct TabSection<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let title: String
    let content: Content

    /// Creates a section of tabs.
    /// - Parameters:
    ///   - title: The section's heading.
    ///   - content: Its tabs.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }
}
