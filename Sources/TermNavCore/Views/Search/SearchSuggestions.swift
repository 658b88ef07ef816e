/// A view with the suggestions its screen's search field offers while it has the focus
/// (`.searchSuggestions(_:)`): drawn under the field, Tab and Shift-Tab choose one, Enter takes
/// it.
nonisolated struct SearchSuggestions<Content: View, Suggestions: View>: View {
    /// Built into TermNav: no body.
    typealias Body = Never

    /// The view.
    let content: Content
    /// The suggestions: each view one suggestion, a `.searchCompletion(_:)` saying what choosing
    /// it types.
    let suggestions: Suggestions
}

/// A suggestion that completes the search text (`.searchCompletion(_:)`).
nonisolated struct SearchCompletion<Content: View>: View {
    /// Built into TermNav: no body.
    typealias Body = Never

    /// The suggestion's view.
    let content: Content
    /// The text choosing it puts in the search field.
    let completion: String
}

/// Where a search field's suggestions show, as SwiftUI's `SearchSuggestionsPlacement`: a
/// terminal draws them under the field.
public struct SearchSuggestionsPlacement: Hashable, Sendable {
    private let value: Int

    /// The platform's choice.
    public static let automatic = SearchSuggestionsPlacement(value: 0)
    /// In a menu under the field.
    public static let menu = SearchSuggestionsPlacement(value: 1)
    /// In place of the content.
    public static let content = SearchSuggestionsPlacement(value: 2)

    /// A set of placements.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The placements' bits.
        public let rawValue: Int

        /// Creates a set from its bits.
        /// - Parameter rawValue: A bit per placement.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// In a menu under the field.
        public static let menu = Set(rawValue: 1 << 0)
        /// In place of the content.
        public static let content = Set(rawValue: 1 << 1)
    }
}

/// The key of whether the search suggestions here are shown (`.searchSuggestions(_:for:)`).
struct SearchSuggestionsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension View {
    /// Offers suggestions under the screen's search field while it has the focus: each view of
    /// `suggestions` one line (a `ForEach` one line an element), Tab and Shift-Tab choose one,
    /// Enter takes it: a `.searchCompletion(_:)` puts its text in the field and searches, a
    /// button runs, a link opens. Empty suggestions show nothing.
    /// - Parameter suggestions: The suggestions.
    /// - Returns: The view.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        SearchSuggestions(content: self, suggestions: suggestions())
    }

    /// Shows or hides the search suggestions inside: `.hidden` leaves them out wherever they
    /// would show; the placements are one in a terminal.
    /// - Parameters:
    ///   - visibility: Whether they show.
    ///   - placements: Where.
    /// - Returns: The view.
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set)
        -> some View
    {
        builtIn(.environment { $0[SearchSuggestionsHiddenKey.self] = visibility == .hidden })
    }

    /// Makes this view a search suggestion that puts `completion` in the search field when
    /// chosen.
    /// - Parameter completion: The text.
    /// - Returns: The view.
    public func searchCompletion(_ completion: String) -> some View {
        SearchCompletion(content: self, completion: completion)
    }

    /// Gives the screen a search field with suggestions under it, as `.searchable(text:prompt:)`
    /// then `.searchSuggestions(_:)`.
    /// - Parameters:
    ///   - text: The text typed.
    ///   - placement: Where the field goes; a terminal always draws it under the title.
    ///   - prompt: What the field shows while empty; `Search` by default.
    ///   - suggestions: The suggestions.
    /// - Returns: The view.
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    /// Gives the screen a search field with suggestions under it.
    /// - Parameters:
    ///   - text: The text typed.
    ///   - placement: Where the field goes; a terminal always draws it under the title.
    ///   - prompt: What the field shows while empty.
    ///   - suggestions: The suggestions.
    /// - Returns: The view.
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    /// Gives the screen a search field with suggestions under it.
    /// - Parameters:
    ///   - text: The text typed.
    ///   - placement: Where the field goes; a terminal always draws it under the title.
    ///   - prompt: What the field shows while empty.
    ///   - suggestions: The suggestions.
    /// - Returns: The view.
    public func searchable<V: View, P: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: P,
        @ViewBuilder suggestions: () -> V
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }
}
