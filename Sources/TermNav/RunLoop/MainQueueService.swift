import CMainQueue

/// The main actor, the main dispatch queue and the main run loop's timers, served by the app's
/// run loop while it waits for input, as Foundation's `RunLoop` serves them in a program that
/// runs one.
///
/// On Linux the main actor's work is queued on libdispatch's main queue, and the main queue
/// offers a run loop a descriptor (an eventfd) that is readable while work waits on it;
/// ``InputReader`` polls it beside standard input, and ``drain()`` runs the work on the main
/// thread, between frames: a `.task`, a `Task { @MainActor in … }`, a continuation resumed on the
/// main actor, a `DispatchQueue.main.async` block. `Timer`s scheduled on the main run loop fire
/// there too: the wait for input lasts at most until the next one is due (``timeout()``), and an
/// app with none waits with no time limit, so an idle app uses no CPU.
struct MainQueueService {
    /// Readable while work waits on the main queue.
    let descriptor: Int32

    /// Makes the main thread the one that runs the main queue, and runs what already waits.
    /// - Returns: The service; `nil` where the platform offers no descriptor to wait on.
    @MainActor
    static func attach() -> MainQueueService? {
        let descriptor = termnav_main_queue_descriptor()
        guard descriptor >= 0 else { return nil }
        let service = MainQueueService(descriptor: descriptor)
        service.drain()
        return service
    }

    /// Runs the work waiting on the main queue, and fires the main run loop's timers that are
    /// due.
    func drain() {
        termnav_main_queue_drain()
        if termnav_main_run_loop_next_timer() == 0 { termnav_main_run_loop_fire_timers() }
    }

    /// How long to wait for input before the main run loop's next timer is due.
    ///
    /// The run loop is asked without being run: a pass of it costs a few microseconds, which a
    /// wait for every key would pay.
    /// - Returns: Milliseconds, rounded up; -1 when no timer is scheduled.
    func timeout() -> Int32 {
        let seconds = termnav_main_run_loop_next_timer()
        guard seconds >= 0 else { return -1 }
        return Int32(clamping: Int(min((seconds * 1000).rounded(.up), Double(Int32.max))))
    }
}

#if !os(Linux)
    #warning(
        "TermNav serves the main dispatch queue on Linux only: here, main-actor tasks and DispatchQueue.main work do not run while the app waits for input"
    )
#endif
