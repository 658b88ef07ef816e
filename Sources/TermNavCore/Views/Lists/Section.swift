/// A group of rows with an optional header and footer, as SwiftUI's `Section`.
///
/// In a ``List`` (or a ``Form``) the header is a dim line above the section's rows and the
/// footer a dim line below them; neither takes the focus. A blank line separates a section from
/// the rows before it. Rows keep identities of their own in each section, so two sections may
/// show elements with the same ids. Outside a list, a section is its header, its content and its
/// footer, one after another.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let header: Parent
    let content: Content
    let footer: Footer
    /// Whether the rows are shown, for a section the user expands and collapses from its header;
    /// `nil` for one always expanded.
    var isExpanded: Binding<Bool>?

    /// Creates a section with a header and a footer.
    /// - Parameters:
    ///   - content: The section's rows.
    ///   - header: The header, a dim line above the rows.
    ///   - footer: The footer, a dim line below the rows.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
        @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// Creates a section with a header and a footer given as views (the older API).
    /// - Parameters:
    ///   - header: The header, a dim line above the rows.
    ///   - footer: The footer, a dim line below the rows.
    ///   - content: The section's rows.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header.
    /// - Parameters:
    ///   - content: The section's rows.
    ///   - header: The header, a dim line above the rows.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// Creates a section with a header given as a view (the older API).
    /// - Parameters:
    ///   - header: The header, a dim line above the rows.
    ///   - content: The section's rows.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// Creates a section with a footer.
    /// - Parameters:
    ///   - content: The section's rows.
    ///   - footer: The footer, a dim line below the rows.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// Creates a section with a footer given as a view (the older API).
    /// - Parameters:
    ///   - footer: The footer, a dim line below the rows.
    ///   - content: The section's rows.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section without a header or a footer.
    /// - Parameter content: The section's rows.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: EmptyView(), content: content)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section whose header is a title.
    /// - Parameters:
    ///   - title: The header, a dim line above the rows.
    ///   - content: The section's rows.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), footer: EmptyView(), content: content)
    }

    /// Creates a section whose header is a title.
    /// - Parameters:
    ///   - titleKey: The header, a dim line above the rows.
    ///   - content: The section's rows.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), footer: EmptyView(), content: content)
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section the user expands and collapses from its header: the header is a row
    /// with `▾` at its right while the rows show and `▸` while they are hidden, and Enter or a
    /// click on it flips `isExpanded`.
    /// - Parameters:
    ///   - isExpanded: Whether the rows show.
    ///   - content: The section's rows.
    ///   - header: The header.
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent
    ) {
        self.init(content: content, header: header)
        self.isExpanded = isExpanded
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section with a title that the user expands and collapses from its header.
    /// - Parameters:
    ///   - titleKey: The header.
    ///   - isExpanded: Whether the rows show.
    ///   - content: The section's rows.
    public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.init(titleKey, content: content)
        self.isExpanded = isExpanded
    }

    /// Creates a section with a title that the user expands and collapses from its header.
    /// - Parameters:
    ///   - title: The header.
    ///   - isExpanded: Whether the rows show.
    ///   - content: The section's rows.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content)
    {
        self.init(title, content: content)
        self.isExpanded = isExpanded
    }
}

extension Section: RowsView {}
