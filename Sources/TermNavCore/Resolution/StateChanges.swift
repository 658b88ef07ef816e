import Observation

/// Counts changes of `@State` anywhere in an app, so the engine can tell whether anything changed
/// since a screen was last resolved, and reuse the resolved screen (its rows, laid out) when
/// nothing did. It also holds the app's ``LoopWork``, which counts the tasks its views start and
/// where changes observed on models are queued.
final class StateChanges {
    /// How many state changes there have been.
    private(set) var count = 0
    /// Where the app's tasks are counted and observed changes wait for the next frame.
    let loop = LoopWork()

    /// Notes one more change.
    func note() {
        count &+= 1
    }

    /// Builds something (a lazy list row) noting the `@Observable` properties it reads: when one
    /// changes, on any thread, a change is noted before the next frame, so the screen is resolved
    /// again with the new value.
    func tracking<Output>(_ build: () -> Output) -> Output {
        let changes = LoopBound(value: self)
        return withObservationTracking(build) { [loop] in
            loop.schedule { changes.value.note() }
        }
    }
}
