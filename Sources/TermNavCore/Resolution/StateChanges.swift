/// Counts changes of `@State` anywhere in an app, so a screen can tell whether anything it may
/// read changed since it was last resolved: a binding can hand a screen the state of another
/// (the root's selection, say), and a change there must show on the screen that reads it.
final class StateChanges {
    /// How many state changes there have been.
    private(set) var count = 0

    /// Notes one more change.
    func note() {
        count &+= 1
    }
}
