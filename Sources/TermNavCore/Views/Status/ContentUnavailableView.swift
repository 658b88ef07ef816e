/// What a screen shows in place of content it does not have, as SwiftUI's
/// `ContentUnavailableView`: an icon, a title in bold, a description dim and the actions, each
/// centred on its line.
///
/// ```swift
/// if notes.isEmpty {
///     ContentUnavailableView("No Notes", systemImage: "note.text",
///                            description: Text("Notes you write show here."))
/// }
/// ContentUnavailableView.search(text: query)   // No Results for "query", the search icon
/// ```
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view from its label, description and actions.
    /// - Parameters:
    ///   - label: What is not there, often a `Label` with an icon.
    ///   - description: Why, or what to do.
    ///   - actions: Buttons that do something about it.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The label over the description over the actions, centred, a line apart.
    @MainActor public var body: some View {
        VStack(alignment: .center, spacing: 0) {
            Text("")
            label.labelStyle(.iconAboveTitle).bold()
            description.foregroundStyle(.secondary)
            actions
        }
        .frame(maxWidth: .infinity)
    }
}

extension ContentUnavailableView
where Label == TermNavCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A view with a title, an icon by its SF Symbol name and a description.
    /// - Parameters:
    ///   - title: What is not there.
    ///   - systemImage: The icon's SF Symbol name.
    ///   - description: Why, or what to do.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { TermNavCore.Label(title, systemImage: name) }, description: { description })
    }

    /// A view with a title from a string, an icon by its SF Symbol name and a description.
    /// - Parameters:
    ///   - title: What is not there.
    ///   - systemImage: The icon's SF Symbol name.
    ///   - description: Why, or what to do.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { TermNavCore.Label(title, systemImage: name) }, description: { description })
    }
}

extension ContentUnavailableView
where Label == TermNavCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// What a search that found nothing shows: "No Results", the search icon, and a hint.
    public static var search: Self {
        Self(
            "No Results", systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search."))
    }

    /// What a search for a text that found nothing shows: `No Results for "text"`.
    /// - Parameter text: The text searched for.
    /// - Returns: The view.
    public static func search(text: String) -> Self {
        Self(
            "No Results for \"\(text)\"", systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search."))
    }
}
