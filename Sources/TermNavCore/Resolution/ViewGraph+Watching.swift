extension ViewGraph {
    /// The value watched at `path` in the frames before, replaced by `value`; `nil` the first
    /// time (or after the view was gone for a frame).
    func swapWatchedValue(at path: ViewPath, for value: Any) -> Any? {
        let previous = watched[path]?.value
        watched[path] = (value, frame)
        return previous
    }

    /// The most times an `.onPreferenceChange` action runs in a frame: a value that its own action
    /// keeps changing is let be after that, as SwiftUI gives up on a preference that "tried to
    /// update multiple times per frame".
    static let mostPreferenceUpdates = 4

    /// Whether the preference value read at `path` is new: the first seen there, or unequal to
    /// the one seen before, at most ``mostPreferenceUpdates`` times a frame. The value is kept
    /// either way.
    func preferenceChanged(at path: ViewPath, to value: ObservedValue) -> Bool {
        if let previous = swapWatchedValue(at: path, for: value.value), value.isEqual(previous) {
            return false
        }
        let updates = preferenceUpdates[path, default: 0] + 1
        preferenceUpdates[path] = updates
        return updates <= Self.mostPreferenceUpdates
    }

    /// Starts a frame drawn: each preference may report its changes again.
    func startDrawnFrame() {
        if !preferenceUpdates.isEmpty { preferenceUpdates = [:] }
    }

    /// Starts a view's task at `path` on `loop`, cancelling the one running there.
    func startTask(at path: ViewPath, _ task: ViewTask, on loop: LoopWork) {
        tasks[path]?.handle.cancel()
        tasks[path] = (task.id, loop.start(priority: task.priority, task.action))
    }

    /// Cancels the task running at `path`, if any.
    func cancelTask(at path: ViewPath) {
        tasks.removeValue(forKey: path)?.handle.cancel()
    }

    /// Whether a task runs at `path` for another value of its id than `id`.
    func taskNeedsRestart(at path: ViewPath, for id: ObservedValue) -> Bool {
        guard let running = tasks[path], let runningID = running.id else { return false }
        return !id.isEqual(runningID.value)
    }
}
