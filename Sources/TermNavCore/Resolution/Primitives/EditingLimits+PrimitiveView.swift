extension EditingLimits: PrimitiveView {
    /// Resolves the content with the limits in its environment (a `ForEach` inside keeps them
    /// for all its rows), then notes them in the preferences of the row it is in, unless a view
    /// inside said first.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let saved = context.environment
        if let deleteDisabled { context.environment[DeleteDisabledKey.self] = deleteDisabled }
        if let moveDisabled { context.environment[MoveDisabledKey.self] = moveDisabled }
        let node = context.resolvePart(content, index: 0)
        context.environment = saved
        let preferences = context.preferences
        if let deleteDisabled, preferences.deleteDisabled == nil {
            preferences.deleteDisabled = deleteDisabled
        }
        if let moveDisabled, preferences.moveDisabled == nil { preferences.moveDisabled = moveDisabled }
        return node
    }
}
