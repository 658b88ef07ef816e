import Synchronization

/// Where the asynchronous work of an app's views runs: on the app's run loop, one piece at a
/// time, between frames.
///
/// A `.task`'s action runs as a task whose executor preference is this executor, so its code
/// (and every non-isolated async function it calls) runs where the loop runs its jobs, never
/// beside a frame being made: it may change `@State` and models as a button's action does.
/// Changes observed on any thread (an `@Observable` property set, an `ObservableObject`'s
/// `objectWillChange`) are queued here too and applied before the next frame.
///
/// Work arriving while none is queued calls the waker, which the terminal's wait for input
/// answers (a byte on a pipe the ncurses backend polls beside standard input), so the loop
/// wakes for it without polling. Headless, `TestDriver.settle()` runs the queue itself.
package final class LoopExecutor: TaskExecutor, Sendable {
    /// What waits to run, and who to tell when work arrives.
    private struct Queue: Sendable {
        /// Task jobs, in the order they arrived.
        var jobs: [UnownedJob] = []
        /// Observed changes to apply before the next frame.
        var changes: [@Sendable () -> Void] = []
        /// Called, from any thread, when work arrives while none was queued.
        var waker: (@Sendable () -> Void)?
        /// Someone waiting, in `nextWork()`, for work to arrive.
        var waiter: CheckedContinuation<Void, Never>?
        /// Whether the waker was called and the queue not emptied since.
        var isWoken = false
        /// Tasks started by views and not finished.
        var runningTasks = 0
    }

    private let queue = Mutex(Queue())

    /// An executor with nothing queued and no waker.
    package init() {}

    /// Sets what is called, from any thread, when work arrives while none is queued.
    /// - Parameter waker: Wakes the run loop; `nil` for none.
    package func setWaker(_ waker: (@Sendable () -> Void)?) {
        queue.withLock { $0.waker = waker }
    }

    /// Takes a job of a task that prefers this executor.
    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        arrive { $0.jobs.append(job) }
    }

    /// Queues a change observed (on any thread) for the loop to apply before its next frame.
    /// - Parameter change: What the loop does: marks views to build again.
    func schedule(_ change: @escaping @Sendable () -> Void) {
        arrive { $0.changes.append(change) }
    }

    /// Adds work to the queue and tells the waker and any waiter.
    private func arrive(_ add: (inout Queue) -> Void) {
        let (waker, waiter) = queue.withLock {
            queue -> ((@Sendable () -> Void)?, CheckedContinuation<Void, Never>?) in
            add(&queue)
            let waiter = queue.waiter
            queue.waiter = nil
            guard !queue.isWoken else { return (nil, waiter) }
            queue.isWoken = true
            return (queue.waker, waiter)
        }
        waker?()
        waiter?.resume()
    }

    /// Applies the changes observed since the last call.
    package func applyChanges() {
        let changes = queue.withLock { queue -> [@Sendable () -> Void] in
            defer { queue.changes.removeAll() }
            if queue.jobs.isEmpty { queue.isWoken = false }
            return queue.changes
        }
        for change in changes { change() }
    }

    /// Applies the observed changes, then runs the jobs queued now (not the ones they queue).
    /// - Returns: Whether any job ran.
    @discardableResult
    package func runJobs() -> Bool {
        applyChanges()
        let jobs = queue.withLock { queue -> [UnownedJob] in
            defer { queue.jobs.removeAll() }
            queue.isWoken = !queue.changes.isEmpty
            return queue.jobs
        }
        for job in jobs {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
        applyChanges()
        return !jobs.isEmpty
    }

    /// Whether work is queued.
    package var hasWork: Bool {
        queue.withLock { !$0.jobs.isEmpty || !$0.changes.isEmpty }
    }

    /// Whether a task started by a view has not finished yet.
    package var hasRunningTasks: Bool {
        queue.withLock { $0.runningTasks > 0 }
    }

    /// Returns once work is queued: at once if some is.
    package func nextWork() async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let ready = queue.withLock { queue -> Bool in
                if !queue.jobs.isEmpty || !queue.changes.isEmpty { return true }
                queue.waiter = waiter
                return false
            }
            if ready { waiter.resume() }
        }
    }

    /// Starts a view's task on the loop.
    /// - Parameters:
    ///   - priority: The task's priority.
    ///   - action: The view's action.
    /// - Returns: The task, to cancel when its view disappears.
    func start(priority: TaskPriority?, _ action: @escaping () async -> Void) -> Task<Void, Never> {
        queue.withLock { $0.runningTasks += 1 }
        let action = LoopBound(value: action)
        return Task(executorPreference: self, priority: priority) { [self] in
            await action.value()
            queue.withLock { $0.runningTasks -= 1 }
        }
    }
}
