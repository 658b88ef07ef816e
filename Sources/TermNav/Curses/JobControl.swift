import CNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Suspension: Ctrl-Z, and `SIGTSTP` sent from outside, give the terminal back and stop; the
/// run loop takes it again when the process continues.
///
/// TermNav reads the keyboard in raw mode, so Ctrl-Z arrives as a key, and ``stopJob()`` does
/// what the tty driver would have: it gives the terminal back (``TerminalRestorer/giveBack()``)
/// and sends `SIGTSTP`, at its default disposition, to the whole process group, so that a
/// shell's job control sees the job stop and `fg` continues it. (In an orphaned process group,
/// where no shell could continue it, the system discards the stop and the app carries on at once.)
///
/// `kill -TSTP` from outside runs ``handle(_:)``, which gives the terminal back with
/// async-signal-safe calls and stops this process with `SIGSTOP`, which nothing discards: the
/// sender can `kill -CONT` it. When the signal comes while a frame is being written, the frame is
/// finished first (``beginWrite()``/``endWrite()``), so no half-written escape sequence lands on
/// the shell's screen.
///
/// Either way, `SIGCONT` wakes the input reader (``ResizeSignal``), which reports a resize; the
/// terminal then takes the screen again and repaints it whole, at the size it has by then.
/// ``install(blocking:)`` runs before ncurses starts, so ncurses, which installs a `SIGTSTP`
/// handler of its own only when the disposition is the default one, leaves it to TermNav. When the
/// process starts with `SIGTSTP` ignored (as a shell without job control may start it), it is
/// left ignored and Ctrl-Z does nothing.
enum JobControl {
    /// What the handler reads, allocated once, before the handler is installed.
    private struct State {
        /// Whether our handler is installed.
        var isInstalled = false
        /// Whether the app may stop: `SIGTSTP` was not ignored when the terminal opened.
        var canStop = false
        /// Whether a frame is being written.
        var isWriting = false
        /// Whether a `SIGTSTP` came while a frame was being written.
        var isStopPending = false
        /// `SIGTSTP`'s disposition before ours.
        var previous = sigaction()
        /// The signals blocked while the handler runs; `blockedCount` of them.
        var blocked: UnsafeMutablePointer<Int32>
        /// How many signals `blocked` holds.
        var blockedCount = 0
    }

    /// The most signals the handler blocks.
    private static let blockedCapacity = 32

    /// The handler's state.
    private nonisolated(unsafe) static let state: UnsafeMutablePointer<State> = {
        let blocked = UnsafeMutablePointer<Int32>.allocate(capacity: blockedCapacity)
        blocked.initialize(repeating: 0, count: blockedCapacity)
        let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: State(blocked: blocked))
        return state
    }()

    /// Whether Ctrl-Z can stop the app: `SIGTSTP` was not ignored when the terminal opened.
    static var canStop: Bool { state.pointee.canStop }

    /// Installs the `SIGTSTP` handler, unless the process ignores the signal.
    /// - Parameter blocked: The signals to block while the handler runs.
    static func install(blocking blocked: [Int32]) {
        let state = state
        guard !state.pointee.isInstalled else { return }
        var current = sigaction()
        state.pointee.canStop = sigaction(SIGTSTP, nil, &current) == 0 && tn_sigaction_ignores(&current) == 0
        guard state.pointee.canStop else { return }
        let count = min(blocked.count, blockedCapacity)
        for index in 0..<count {
            state.pointee.blocked[index] = blocked[index]
        }
        state.pointee.blockedCount = count
        state.pointee.isInstalled = setHandler(previous: &state.pointee.previous)
    }

    /// Puts the previous `SIGTSTP` disposition back.
    static func remove() {
        let state = state
        guard state.pointee.isInstalled else { return }
        _ = sigaction(SIGTSTP, &state.pointee.previous, nil)
        state.pointee.isInstalled = false
        state.pointee.isStopPending = false
        state.pointee.canStop = false
    }

    /// Gives the terminal back and stops the process group, as Ctrl-Z does in a cooked terminal;
    /// returns when the group is continued (`fg`), or at once when the stop is discarded. The
    /// caller then takes the terminal again.
    static func stopJob() {
        let state = state
        guard state.pointee.canStop else { return }
        TerminalRestorer.giveBack()
        _ = tn_default_disposition(SIGTSTP)
        tn_unblock_signal(SIGTSTP)
        _ = kill(0, SIGTSTP)
        if state.pointee.isInstalled {
            var replaced = sigaction()
            state.pointee.isInstalled = setHandler(previous: &replaced)
        }
    }

    /// Notes that a frame is being written: a `SIGTSTP` now waits for ``endWrite()``.
    static func beginWrite() {
        state.pointee.isWriting = true
    }

    /// Notes that the frame is written, and stops now if a `SIGTSTP` came meanwhile.
    static func endWrite() {
        let state = state
        state.pointee.isWriting = false
        if state.pointee.isStopPending {
            state.pointee.isStopPending = false
            _ = raise(SIGTSTP)
        }
    }

    /// Installs the handler, saving the disposition it replaces.
    /// - Returns: Whether it is installed.
    private static func setHandler(previous: inout sigaction) -> Bool {
        let handler: @convention(c) (Int32) -> Void = { signal in
            JobControl.handle(signal)
        }
        return tn_install_signal_handler(
            SIGTSTP, handler, state.pointee.blocked, Int32(state.pointee.blockedCount), &previous) == 0
    }

    /// The handler: gives the terminal back and stops this process, or, while a frame is being
    /// written, leaves that to ``endWrite()``.
    ///
    /// Only async-signal-safe calls: `write`, `tcsetattr` (in ``TerminalRestorer/giveBack()``),
    /// `kill`, `getpid`.
    private static func handle(_ signal: Int32) {
        let savedErrno = errno
        defer { errno = savedErrno }
        let state = state
        if state.pointee.isWriting {
            state.pointee.isStopPending = true
            return
        }
        TerminalRestorer.giveBack()
        _ = kill(getpid(), SIGSTOP)
    }
}
