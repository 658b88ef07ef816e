extension SearchSuggestions: PrimitiveView {
    /// Resolves the content, then the suggestions, each view a suggestion (a `ForEach` built
    /// out), noted in the screen's preferences; a `.searchCompletion(_:)` inside them becomes a
    /// button that puts its text in the screen's search field.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let node = context.resolvePart(content, index: 0)
        guard !context.environment[SearchSuggestionsHiddenKey.self] else { return node }
        let saved = context.environment
        let preferences = context.preferences
        context.environment[SearchCompletionKey.self] = { [weak preferences] text in
            preferences?.search?.text.wrappedValue = text
        }
        let suggestions = context.resolveChild(self.suggestions, index: 1)
        context.environment = saved
        let lines = context.eager(suggestions.flattened).flatMap(\.flattened)
        if !lines.isEmpty { preferences.searchSuggestions = lines }
        return node
    }
}

/// The key of what a `.searchCompletion(_:)` does with its text: puts it in the screen's search
/// field; `nil` outside a search's suggestions.
struct SearchCompletionKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: ((String) -> Void)? = nil
}

extension SearchCompletion: PrimitiveView {
    /// Resolves the suggestion as a button that completes the search text, among a search's
    /// suggestions; elsewhere as its content.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let node = context.resolvePart(content, index: 0)
        guard let complete = context.environment[SearchCompletionKey.self] else { return node }
        let completion = self.completion
        return .button(ButtonNode(action: { complete(completion) }, label: node))
    }
}
