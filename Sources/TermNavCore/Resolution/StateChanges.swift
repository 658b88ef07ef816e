/// Counts changes of `@State` anywhere in an app, so the engine can tell whether anything changed
/// since a screen was last resolved, and reuse the resolved screen (its rows, laid out) when
/// nothing did.
final class StateChanges {
    /// How many state changes there have been.
    private(set) var count = 0

    /// Notes one more change.
    func note() {
        count &+= 1
    }
}
