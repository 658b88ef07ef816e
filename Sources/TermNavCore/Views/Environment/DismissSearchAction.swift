/// Ends the search of the screen it was read on, as SwiftUI's `DismissSearchAction`: the search
/// text is emptied and ``EnvironmentValues/isSearching`` turns false. Read it with
/// `@Environment(\.dismissSearch)` and call it.
public struct DismissSearchAction {
    /// What calling it does.
    let action: () -> Void

    /// Ends the search.
    public func callAsFunction() {
        action()
    }
}

/// The environment key of ``EnvironmentValues/dismissSearch``.
struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction {} }
}

/// The environment key of ``EnvironmentValues/isSearching``.
struct IsSearchingKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Ends the search of the screen this environment belongs to.
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }

    /// Whether the user is searching on this screen: from `/` until Esc (or
    /// ``dismissSearch``), with the text kept while the focus is back on the rows.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }
}
