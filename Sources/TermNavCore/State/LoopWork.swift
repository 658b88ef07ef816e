import Synchronization

/// What the app's run loop has to do besides answering input: apply the changes observed on
/// models, and know which work started by views has not finished.
///
/// Views, their actions and their tasks run on the main actor, as in SwiftUI: a `.task`'s action
/// starts as a main-actor task, and the run loop serves the main actor (and the main dispatch
/// queue) while it waits for input, so a `Task { @MainActor in … }` or a
/// `DispatchQueue.main.async` block runs there, between frames. Changes observed on any thread
/// (an `@Observable` property set, an `ObservableObject`'s `objectWillChange`) are queued here and
/// applied before the next frame; a change arriving while none is queued calls the waker, which
/// the terminal's wait for input answers (a byte on a pipe the ncurses backend polls beside
/// standard input), so the loop wakes for it without polling.
///
/// Work started by views is counted until it ends: a view's `.task`, and every task started
/// while the engine runs an app's code (an action, a key handler, `onAppear`), which inherits an
/// ``Activity`` token as a task-local value and lets it go when it ends. Headless,
/// `TestDriver.settle()` waits on that count; the app's own loop never does, and binds no token
/// (`AppSession.countsStartedWork`): only a view's `.task` is counted there.
package final class LoopWork: Sendable {
    /// What waits to be applied, what is running, and who to tell when either changes.
    private struct Queue: Sendable {
        /// Observed changes to apply before the next frame.
        var changes: [@Sendable () -> Void] = []
        /// Called, from any thread, when a change arrives while none was queued.
        var waker: (@Sendable () -> Void)?
        /// Someone waiting, in `nextWork()`, for a change or for work to end.
        var waiter: CheckedContinuation<Void, Never>?
        /// Whether the waker was called and the changes not applied since.
        var isWoken = false
        /// Work started by views (tasks, and what the app's code started) not finished.
        var running = 0
    }

    private let queue = Mutex(Queue())

    /// Work with nothing queued and no waker.
    package init() {}

    /// Sets what is called, from any thread, when a change arrives while none is queued.
    /// - Parameter waker: Wakes the run loop; `nil` for none.
    package func setWaker(_ waker: (@Sendable () -> Void)?) {
        queue.withLock { $0.waker = waker }
    }

    /// Queues a change observed (on any thread) for the loop to apply before its next frame.
    /// - Parameter change: What the loop does: marks views to build again.
    func schedule(_ change: @escaping @Sendable () -> Void) {
        let (waker, waiter) = queue.withLock {
            queue -> ((@Sendable () -> Void)?, CheckedContinuation<Void, Never>?) in
            queue.changes.append(change)
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
            queue.isWoken = false
            return queue.changes
        }
        for change in changes { change() }
    }

    /// Whether changes wait to be applied.
    package var hasWork: Bool {
        queue.withLock { !$0.changes.isEmpty }
    }

    /// Whether work started by views has not finished yet.
    package var isBusy: Bool {
        queue.withLock { $0.running > 0 }
    }

    /// Returns once a change is queued or started work ends: at once if a change is queued or
    /// nothing runs.
    package func nextWork() async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let ready = queue.withLock { queue -> Bool in
                if !queue.changes.isEmpty || queue.running == 0 { return true }
                queue.waiter = waiter
                return false
            }
            if ready { waiter.resume() }
        }
    }

    /// Counts one more piece of running work.
    fileprivate func began() {
        queue.withLock { $0.running += 1 }
    }

    /// Counts a piece of work as ended, and tells a waiter.
    fileprivate func ended() {
        let waiter = queue.withLock { queue -> CheckedContinuation<Void, Never>? in
            queue.running -= 1
            defer { queue.waiter = nil }
            return queue.waiter
        }
        waiter?.resume()
    }

    /// Runs an app's code (an action, a key handler, a frame's hooks) so that the tasks it
    /// starts are counted until they end.
    /// - Parameter body: The code.
    /// - Returns: What it returns.
    @MainActor
    package func counting<Output>(_ body: () throws -> Output) rethrows -> Output {
        try Activity.$current.withValue(Activity(work: self), operation: body)
    }

    /// Starts a view's task on the main actor, counted until it ends.
    /// - Parameters:
    ///   - priority: The task's priority.
    ///   - action: The view's action.
    /// - Returns: The task, to cancel when its view disappears.
    @MainActor
    func start(priority: TaskPriority?, _ action: @escaping @MainActor () async -> Void) -> Task<Void, Never>
    {
        let activity = Activity(work: self)
        return Task(priority: priority) { @MainActor in
            await action()
            withExtendedLifetime(activity) {}
        }
    }
}

/// A token that counts, in its ``LoopWork``, the work that holds it: the engine binds a new one as
/// a task-local value while it runs an app's code, every task started meanwhile inherits it, and
/// the task-local storage of a task lets it go when the task ends. When the last holder lets it
/// go, the work it stood for has ended.
final class Activity: Sendable {
    /// The activity that the code running now is part of.
    @TaskLocal static var current: Activity?

    private let work: LoopWork

    /// A token counted in `work` until it is let go.
    init(work: LoopWork) {
        self.work = work
        work.began()
    }

    deinit {
        work.ended()
    }
}
