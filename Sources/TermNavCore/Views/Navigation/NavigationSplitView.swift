/// Two or three columns, each choosing what the next shows, as SwiftUI's `NavigationSplitView`.
///
/// A terminal shows one column at a time, as an iPhone does: the sidebar is the root screen, and
/// choosing a row of a list made with `selection:` in it pushes the next column (the content
/// column of a three-column view, else the detail). Esc pops back and clears that list's
/// selection, so the same row can be chosen again. Links in a column push as they do anywhere.
///
/// ```swift
/// @State private var chosen: Book.ID?
///
/// NavigationSplitView {
///     List(books, selection: $chosen) { book in Text(book.title) }
///         .navigationTitle("Books")
/// } detail: {
///     if let book = books.first(where: { $0.id == chosen }) {
///         BookDetail(book: book)
///     } else {
///         Text("Choose a book")
///     }
/// }
/// ```
/// The content and detail columns are built again each time their screen is drawn, so they
/// always show the selection as it is.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let sidebar: Sidebar
    let content: (() -> Content)?
    let detail: () -> Detail

    /// The screen choosing a row of the sidebar's list pushes: the content column, which pushes
    /// the detail in turn, or the detail.
    @MainActor var nextColumn: () -> any View {
        let detail = self.detail
        guard let content else { return { SplitColumn(column: detail, next: nil) } }
        return { SplitColumn(column: content, next: { SplitColumn(column: detail, next: nil) }) }
    }

    /// Creates a three-column split view.
    /// - Parameters:
    ///   - sidebar: The first column, the root screen.
    ///   - content: The second column, pushed when a row of the sidebar's list is chosen.
    ///   - detail: The third column, pushed when a row of the content column's list is chosen.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: @escaping () -> Content,
        @ViewBuilder detail: @escaping () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content
        self.detail = detail
    }

    /// Creates a three-column split view whose columns' visibility is bound; a terminal shows
    /// one column at a time, so the binding is not used.
    /// - Parameters:
    ///   - columnVisibility: Which columns a wide screen shows.
    ///   - sidebar: The first column, the root screen.
    ///   - content: The second column, pushed when a row of the sidebar's list is chosen.
    ///   - detail: The third column, pushed when a row of the content column's list is chosen.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: @escaping () -> Content, @ViewBuilder detail: @escaping () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    /// Creates a three-column split view with a preferred column for narrow screens; in a
    /// terminal the sidebar is always the root, so the preference is not used.
    /// - Parameters:
    ///   - columnVisibility: Which columns a wide screen shows.
    ///   - preferredCompactColumn: The column a narrow screen shows first.
    ///   - sidebar: The first column, the root screen.
    ///   - content: The second column, pushed when a row of the sidebar's list is chosen.
    ///   - detail: The third column, pushed when a row of the content column's list is chosen.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: @escaping () -> Content, @ViewBuilder detail: @escaping () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column split view.
    /// - Parameters:
    ///   - sidebar: The first column, the root screen.
    ///   - detail: The second column, pushed when a row of the sidebar's list is chosen.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: @escaping () -> Detail) {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail
    }

    /// Creates a two-column split view whose columns' visibility is bound; a terminal shows one
    /// column at a time, so the binding is not used.
    /// - Parameters:
    ///   - columnVisibility: Which columns a wide screen shows.
    ///   - sidebar: The first column, the root screen.
    ///   - detail: The second column, pushed when a row of the sidebar's list is chosen.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: @escaping () -> Detail
    ) {
        self.init(sidebar: sidebar, detail: detail)
    }

    /// Creates a two-column split view with a preferred column for narrow screens; in a terminal
    /// the sidebar is always the root, so the preference is not used.
    /// - Parameters:
    ///   - preferredCompactColumn: The column a narrow screen shows first.
    ///   - sidebar: The first column, the root screen.
    ///   - detail: The second column, pushed when a row of the sidebar's list is chosen.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: @escaping () -> Detail
    ) {
        self.init(sidebar: sidebar, detail: detail)
    }

    /// Creates a two-column split view with bound column visibility and a preferred column for
    /// narrow screens; a terminal uses neither.
    /// - Parameters:
    ///   - columnVisibility: Which columns a wide screen shows.
    ///   - preferredCompactColumn: The column a narrow screen shows first.
    ///   - sidebar: The first column, the root screen.
    ///   - detail: The second column, pushed when a row of the sidebar's list is chosen.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: @escaping () -> Detail
    ) {
        self.init(sidebar: sidebar, detail: detail)
    }
}
