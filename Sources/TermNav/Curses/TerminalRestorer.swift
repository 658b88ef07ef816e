import CNcurses
import TermNavCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Gives the terminal back when a signal ends the process, using only async-signal-safe calls.
///
/// While a `CursesTerminal` is open, the termination signals (SIGTERM, SIGHUP, SIGINT,
/// SIGQUIT) and the crash signals a Swift runtime trap or a memory fault raises (SIGILL,
/// SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE) run ``handle(_:)``: it writes the terminfo
/// strings that turn attributes off, show the cursor and leave the alternate screen, puts the
/// saved tty modes back, restores the signal's previous disposition and raises the signal again,
/// so the process ends as it would have and its exit status is right.
///
/// While the terminal is open, standard error goes to an unlinked temporary file instead of the
/// screen, where it would scribble over the frame and vanish with the alternate screen; it is
/// written out to the real standard error once the terminal is given back, by ``deactivate()``
/// or by the handler. So the message of a `fatalError` is still there after the crash.
///
/// Everything the handler reads sits in one block allocated once. Outside the handler the block
/// is written only while no handler is installed (before ``activate(restoreSequence:)`` installs them and after
/// ``deactivate()`` removes them), so the handler never sees it change. SIGWINCH is
/// ``ResizeSignal``'s; SIGTSTP is left to ncurses.
enum TerminalRestorer {
    /// What the handler reads: plain values and pointers only, so reading needs no allocation.
    private struct State {
        /// Whether the handlers are installed.
        var isActive = false
        /// The tty modes of standard input before ncurses changed them.
        var savedModes = termios()
        /// Whether `savedModes` holds modes read from the terminal.
        var hasSavedModes = false
        /// The bytes that give the terminal back; `sequenceCount` of them are in use.
        var sequence: UnsafeMutablePointer<UInt8>
        /// How many bytes of `sequence` are in use.
        var sequenceCount = 0
        /// Each signal's disposition before ours, indexed by signal number.
        var previous: UnsafeMutablePointer<sigaction>
        /// Whether our handler is installed for a signal, indexed by signal number.
        var installed: UnsafeMutablePointer<Bool>
        /// A duplicate of the real standard error while it is redirected, else -1.
        var savedStandardError: Int32 = -1
        /// The temporary file standard error goes to while it is redirected, else -1.
        var capturedStandardError: Int32 = -1
        /// Room for copying the captured standard error back, `copyCapacity` bytes.
        var copyBuffer: UnsafeMutablePointer<UInt8>
    }

    /// The most bytes the restore sequence keeps; terminfo's strings are far shorter.
    private static let sequenceCapacity = 512
    /// One more than the highest signal number the tables cover.
    private static let signalLimit = 65
    /// The size of the buffer used to copy captured standard error back.
    private static let copyCapacity = 4096

    /// The handler's state, allocated on first use (in `activate`, before any handler exists).
    private nonisolated(unsafe) static let state: UnsafeMutablePointer<State> = {
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: signalLimit)
        previous.initialize(repeating: sigaction(), count: signalLimit)
        let installed = UnsafeMutablePointer<Bool>.allocate(capacity: signalLimit)
        installed.initialize(repeating: false, count: signalLimit)
        let sequence = UnsafeMutablePointer<UInt8>.allocate(capacity: sequenceCapacity)
        sequence.initialize(repeating: 0, count: sequenceCapacity)
        let copyBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: copyCapacity)
        copyBuffer.initialize(repeating: 0, count: copyCapacity)
        let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(
            to: State(sequence: sequence, previous: previous, installed: installed, copyBuffer: copyBuffer))
        return state
    }()

    /// The signals whose default action ends the process and that TermNav catches.
    private static let caughtSignals: [Int32] = [
        SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE,
    ]

    /// Whether a terminal is open and its restore handlers are installed.
    static var isActive: Bool { state.pointee.isActive }

    /// Saves the tty modes, sends standard error aside and installs the handlers; call before
    /// ncurses starts.
    ///
    /// Signals the process ignores (as under `nohup`) stay ignored.
    /// - Parameter restoreSequence: The bytes that give the terminal back (see `TerminfoProbe`).
    static func activate(restoreSequence: [UInt8]) {
        let state = state
        guard !state.pointee.isActive else { return }
        state.pointee.hasSavedModes = tcgetattr(STDIN_FILENO, &state.pointee.savedModes) == 0
        let count = min(restoreSequence.count, sequenceCapacity)
        for index in 0..<count {
            state.pointee.sequence[index] = restoreSequence[index]
        }
        state.pointee.sequenceCount = count
        captureStandardError()
        caughtSignals.withUnsafeBufferPointer { blocked in
            for signal in caughtSignals {
                install(signal, blocking: blocked)
            }
        }
        state.pointee.isActive = true
    }

    /// Puts the saved tty modes back, once output already written has gone out.
    static func restoreModes() {
        let state = state
        guard state.pointee.hasSavedModes else { return }
        _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &state.pointee.savedModes)
    }

    /// Puts back every signal's previous disposition and standard error, writes out what was
    /// sent to standard error meanwhile, and forgets the saved modes.
    static func deactivate() {
        let state = state
        guard state.pointee.isActive else { return }
        for signal in caughtSignals where state.pointee.installed[Int(signal)] {
            _ = sigaction(signal, &state.pointee.previous[Int(signal)], nil)
            state.pointee.installed[Int(signal)] = false
        }
        releaseStandardError()
        if state.pointee.savedStandardError >= 0 {
            _ = close(state.pointee.savedStandardError)
            _ = close(state.pointee.capturedStandardError)
            state.pointee.savedStandardError = -1
            state.pointee.capturedStandardError = -1
        }
        state.pointee.hasSavedModes = false
        state.pointee.sequenceCount = 0
        state.pointee.isActive = false
    }

    /// Sends standard error to an unlinked temporary file, when it is a terminal.
    private static func captureStandardError() {
        let state = state
        guard isatty(STDERR_FILENO) == 1 else { return }
        let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(directory)/termnav-stderr.XXXXXX".utf8CString)
        let file = mkstemp(&template)
        guard file >= 0 else { return }
        _ = unlink(template)
        let saved = dup(STDERR_FILENO)
        guard saved >= 0, dup2(file, STDERR_FILENO) >= 0 else {
            _ = close(file)
            if saved >= 0 { _ = close(saved) }
            return
        }
        _ = fcntl(file, F_SETFD, FD_CLOEXEC)
        _ = fcntl(saved, F_SETFD, FD_CLOEXEC)
        state.pointee.savedStandardError = saved
        state.pointee.capturedStandardError = file
    }

    /// Points standard error back at the terminal and writes out what was captured.
    ///
    /// Async-signal-safe (`dup2`, `lseek`, `read`, `write`); the descriptors stay open.
    private static func releaseStandardError() {
        let state = state
        let saved = state.pointee.savedStandardError
        let captured = state.pointee.capturedStandardError
        guard saved >= 0, captured >= 0 else { return }
        _ = dup2(saved, STDERR_FILENO)
        guard lseek(captured, 0, SEEK_SET) == 0 else { return }
        while true {
            let count = read(captured, state.pointee.copyBuffer, copyCapacity)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            writeAll(STDERR_FILENO, state.pointee.copyBuffer, count)
        }
    }

    /// Writes every byte, retrying after interruptions; async-signal-safe.
    private static func writeAll(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) {
        var offset = 0
        while offset < count {
            let written = write(descriptor, bytes + offset, count - offset)
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    /// Installs the handler for one signal unless the process ignores it.
    private static func install(_ signal: Int32, blocking blocked: UnsafeBufferPointer<Int32>) {
        let state = state
        let index = Int(signal)
        guard index > 0, index < signalLimit else { return }
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0, tn_sigaction_ignores(&current) == 0 else { return }
        let handler: @convention(c) (Int32) -> Void = { signal in
            TerminalRestorer.handle(signal)
        }
        if tn_install_signal_handler(
            signal, handler, blocked.baseAddress, Int32(blocked.count), &state.pointee.previous[index]) == 0
        {
            state.pointee.installed[index] = true
        }
    }

    /// The signal handler: gives the terminal back, then lets the signal do what it would have.
    ///
    /// Only async-signal-safe calls: `write`, `tcsetattr`, `dup2`, `lseek`, `read`, `sigaction`,
    /// `raise`. The signal is blocked while this runs, so the raised copy is delivered, to the
    /// previous disposition, as soon as the handler returns.
    private static func handle(_ signal: Int32) {
        let savedErrno = errno
        defer { errno = savedErrno }
        let state = state
        writeAll(STDOUT_FILENO, state.pointee.sequence, state.pointee.sequenceCount)
        if state.pointee.hasSavedModes {
            _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &state.pointee.savedModes)
        }
        releaseStandardError()
        let index = Int(signal)
        guard index > 0, index < signalLimit, state.pointee.installed[index] else { return }
        _ = sigaction(signal, &state.pointee.previous[index], nil)
        state.pointee.installed[index] = false
        _ = raise(signal)
    }
}
