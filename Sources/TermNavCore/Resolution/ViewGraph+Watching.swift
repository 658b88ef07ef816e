extension ViewGraph {
    /// The value watched at `path` in the frames before, replaced by `value`; `nil` the first
    /// time (or after the view was gone for a frame).
    func swapWatchedValue(at path: ViewPath, for value: Any) -> Any? {
        let previous = watched[path]?.value
        watched[path] = (value, frame)
        return previous
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
