/// When a search's scope bar shows, as SwiftUI's `SearchScopeActivation`: a terminal shows it
/// while the search is going on, whichever is asked.
public struct SearchScopeActivation: Hashable, Sendable {
    private let value: Int

    /// The platform's choice.
    public static let automatic = SearchScopeActivation(value: 0)
    /// Once text is typed.
    public static let onTextEntry = SearchScopeActivation(value: 1)
    /// Once the search begins.
    public static let onSearchPresentation = SearchScopeActivation(value: 2)
}

/// The scope bar of a search: a segmented choice of the scopes, shown while the search goes on.
struct SearchScopeBar<Value: Hashable, Scopes: View>: View {
    /// The scope chosen.
    let scope: Binding<Value>
    /// The scopes, each tagged with its value.
    let scopes: Scopes
    @Environment(\.isSearching) private var isSearching

    var body: some View {
        if isSearching {
            Picker(selection: scope) {
                scopes
            } label: {
                EmptyView()
            }
            .pickerStyle(.segmented)
        }
    }
}

extension View {
    /// Gives the screen's search scopes: while the search goes on, a segmented bar of them under
    /// the search field (above a list's rows), which Tab reaches and ← → choose in, as a
    /// segmented picker does.
    /// - Parameters:
    ///   - scope: The scope chosen.
    ///   - scopes: The scopes, each a view tagged with its value (`Text("Books").tag(Scope.books)`).
    /// - Returns: The view.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S)
        -> some View
    {
        safeAreaInset(edge: .top, alignment: .leading) { SearchScopeBar(scope: scope, scopes: scopes()) }
    }

    /// Gives the screen's search scopes, shown while the search goes on whatever the activation
    /// asks.
    /// - Parameters:
    ///   - scope: The scope chosen.
    ///   - activation: When the bar shows on Apple's platforms.
    ///   - scopes: The scopes.
    /// - Returns: The view.
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        searchScopes(scope, scopes: scopes)
    }
}
