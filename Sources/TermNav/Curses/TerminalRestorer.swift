import CNcurses
import TermNavCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Gives the terminal back when a signal ends the process, using only async-signal-safe calls,
/// and gives it back and takes it again around a suspension.
///
/// While a `CursesTerminal` is open, every signal whose default action ends the process runs
/// ``handle(_:)``: the termination signals (SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGPIPE), the crash
/// signals a Swift runtime trap or a memory fault raises (SIGILL, SIGTRAP, SIGABRT, SIGSEGV,
/// SIGBUS, SIGFPE), and, when nothing else handles them, SIGALRM, SIGUSR1, SIGUSR2, SIGXCPU,
/// SIGXFSZ, SIGVTALRM, SIGPROF and SIGSYS. The handler writes the terminfo strings that turn
/// attributes off, show the cursor, turn automatic margins back on and leave the alternate screen
/// (``giveBack()``), puts the saved tty modes back and writes out the app's held output
/// (``OutputCapture``). Then:
/// - SIGQUIT exits at once with status 131: it is a user's request to quit, not a crash, so the
///   Swift runtime's crash reporter (which catches SIGQUIT too) is not asked to report it;
/// - every other signal gets its previous disposition back and is raised again, so the process
///   ends as it would have and its exit status says so. For a crash signal that disposition is
///   the Swift runtime's crash reporter, which prints the backtrace on the screen given back.
///   Before it runs, standard input becomes a pipe holding one newline, unless `SWIFT_BACKTRACE`
///   asks for `interactive=yes`: the reporter's "Press space to interact…" prompt, which would
///   otherwise wait 30 seconds for a key, reads that newline and lets the process end at once.
///
/// Everything the handler reads sits in one block allocated once. Outside the handler the block
/// is written only while no handler is installed (before ``activate(sequences:)`` installs them
/// and after ``deactivate()`` removes them), but for the flag that says whether the terminal is
/// given back, which ``giveBack()`` and ``retake()`` set. SIGWINCH and SIGCONT are
/// ``ResizeSignal``'s; SIGTSTP is ``JobControl``'s.
enum TerminalRestorer {
    /// What the handler reads: plain values and pointers only, so reading needs no allocation.
    private struct State {
        /// Whether the handlers are installed.
        var isActive = false
        /// Whether the terminal is given back (a suspension), so there is nothing to restore.
        var isGivenBack = false
        /// The tty modes of standard input before ncurses changed them.
        var savedModes = termios()
        /// Whether `savedModes` holds modes read from the terminal.
        var hasSavedModes = false
        /// The tty modes TermNav runs in, read once ncurses set them.
        var programModes = termios()
        /// Whether `programModes` holds modes read from the terminal.
        var hasProgramModes = false
        /// The bytes that give the terminal back; `sequenceCount` of them are in use.
        var sequence: UnsafeMutablePointer<UInt8>
        /// How many bytes of `sequence` are in use.
        var sequenceCount = 0
        /// Each signal's disposition before ours, indexed by signal number.
        var previous: UnsafeMutablePointer<sigaction>
        /// Whether our handler is installed for a signal, indexed by signal number.
        var installed: UnsafeMutablePointer<Bool>
        /// The read end of a pipe holding one newline, for the crash reporter's prompt; -1 for
        /// none.
        var promptAnswer: Int32 = -1
    }

    /// The most bytes the restore sequence keeps; terminfo's strings are far shorter.
    private static let sequenceCapacity = 512
    /// One more than the highest signal number the tables cover.
    private static let signalLimit = 65
    /// The status SIGQUIT exits with: what a shell reports for a process SIGQUIT ended.
    static let quitStatus: Int32 = 128 + SIGQUIT

    /// The handler's state, allocated on first use (in `activate`, before any handler exists).
    private nonisolated(unsafe) static let state: UnsafeMutablePointer<State> = {
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: signalLimit)
        previous.initialize(repeating: sigaction(), count: signalLimit)
        let installed = UnsafeMutablePointer<Bool>.allocate(capacity: signalLimit)
        installed.initialize(repeating: false, count: signalLimit)
        let sequence = UnsafeMutablePointer<UInt8>.allocate(capacity: sequenceCapacity)
        sequence.initialize(repeating: 0, count: sequenceCapacity)
        let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: State(sequence: sequence, previous: previous, installed: installed))
        return state
    }()

    /// The signals caught unless the process ignores them: termination and crash signals.
    private static let essentialSignals: [Int32] = [
        SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE,
    ]
    /// The signals caught only while their disposition is the default one, which ends the
    /// process: an app that handles one of them keeps its handler.
    private static let otherSignals: [Int32] = [
        SIGALRM, SIGUSR1, SIGUSR2, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS,
    ]
    /// Every signal a handler of TermNav's blocks while it runs: those this type catches, and
    /// SIGTSTP.
    static let blockedWhileHandling = essentialSignals + otherSignals + [SIGTSTP]

    /// Whether a terminal is open and its restore handlers are installed.
    static var isActive: Bool { state.pointee.isActive }

    /// Whether the terminal is given back for a suspension and not yet taken again.
    static var isGivenBack: Bool { state.pointee.isGivenBack }

    /// Saves the tty modes, sends the app's output aside (``OutputCapture``, to `TERMNAV_LOG`
    /// when it names a file) and installs the handlers; call before ncurses starts.
    ///
    /// Signals the process ignores (as under `nohup`) stay ignored.
    /// - Parameter sequences: The bytes that give the terminal back (see `TerminfoProbe`).
    static func activate(sequences: TerminfoProbe.Sequences) {
        let state = state
        guard !state.pointee.isActive else { return }
        state.pointee.hasSavedModes = tcgetattr(STDIN_FILENO, &state.pointee.savedModes) == 0
        state.pointee.hasProgramModes = false
        let count = min(sequences.restore.count, sequenceCapacity)
        for index in 0..<count {
            state.pointee.sequence[index] = sequences.restore[index]
        }
        state.pointee.sequenceCount = count
        let logPath = getenv(OutputCapture.logVariable).map { String(cString: $0) }
        OutputCapture.begin(logPath: logPath?.isEmpty == false ? logPath : nil)
        state.pointee.promptAnswer = wantsInteractiveCrashReports() ? -1 : makePromptAnswer()
        blockedWhileHandling.withUnsafeBufferPointer { blocked in
            for signal in essentialSignals {
                install(signal, onlyIfDefault: false, blocking: blocked)
            }
            for signal in otherSignals {
                install(signal, onlyIfDefault: true, blocking: blocked)
            }
        }
        state.pointee.isGivenBack = false
        state.pointee.isActive = true
    }

    /// Reads the tty modes ncurses set, for ``retake()`` to put back after a suspension.
    static func rememberProgramModes() {
        let state = state
        state.pointee.hasProgramModes = tcgetattr(STDIN_FILENO, &state.pointee.programModes) == 0
    }

    /// Puts the saved tty modes back, once output already written has gone out.
    static func restoreModes() {
        let state = state
        guard state.pointee.hasSavedModes else { return }
        _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &state.pointee.savedModes)
    }

    /// Gives the terminal back, as at quit: attributes off, cursor shown, automatic margins on,
    /// alternate screen left, the saved tty modes restored. Does nothing when it is given back
    /// already, or no terminal is open.
    ///
    /// Async-signal-safe (`write`, `tcsetattr`).
    static func giveBack() {
        let state = state
        guard state.pointee.isActive, !state.pointee.isGivenBack else { return }
        state.pointee.isGivenBack = true
        OutputCapture.writeAll(OutputCapture.terminal, state.pointee.sequence, state.pointee.sequenceCount)
        if state.pointee.hasSavedModes {
            _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &state.pointee.savedModes)
        }
    }

    /// Leaves the alternate screen for the linear mode: writes the bytes that give the terminal
    /// back (attributes off, cursor shown, automatic margins on, alternate screen left) but keeps
    /// TermNav's tty modes, so keys are still read one at a time; ``retake(enter:)`` enters it
    /// again.
    static func leaveScreen() {
        let state = state
        guard state.pointee.isActive else { return }
        OutputCapture.writeAll(OutputCapture.terminal, state.pointee.sequence, state.pointee.sequenceCount)
    }

    /// Takes the terminal again after a suspension, or after anything else may have changed its
    /// modes: TermNav's tty modes, then the bytes that enter the alternate screen, hide the cursor
    /// and turn automatic margins off. The screen then holds nothing TermNav knows of: the caller
    /// repaints everything.
    /// - Parameter enter: The bytes that take the terminal again (see `TerminfoProbe`).
    static func retake(enter: [UInt8]) {
        let state = state
        guard state.pointee.isActive else { return }
        if state.pointee.hasProgramModes {
            _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &state.pointee.programModes)
        }
        TerminalOutput.write(enter, to: OutputCapture.terminal)
        state.pointee.isGivenBack = false
    }

    /// Puts back every signal's previous disposition and the app's output, writes out what it
    /// held, and forgets the saved modes.
    static func deactivate() {
        let state = state
        guard state.pointee.isActive else { return }
        for signal in essentialSignals + otherSignals where state.pointee.installed[Int(signal)] {
            _ = sigaction(signal, &state.pointee.previous[Int(signal)], nil)
            state.pointee.installed[Int(signal)] = false
        }
        OutputCapture.end()
        if state.pointee.promptAnswer >= 0 {
            _ = close(state.pointee.promptAnswer)
            state.pointee.promptAnswer = -1
        }
        state.pointee.hasSavedModes = false
        state.pointee.hasProgramModes = false
        state.pointee.sequenceCount = 0
        state.pointee.isGivenBack = false
        state.pointee.isActive = false
    }

    /// Whether `SWIFT_BACKTRACE` asks the crash reporter to be interactive (`interactive=yes`).
    private static func wantsInteractiveCrashReports() -> Bool {
        guard let raw = getenv("SWIFT_BACKTRACE") else { return false }
        return String(cString: raw).split(separator: ",").contains { setting in
            let parts = setting.split(separator: "=", maxSplits: 1).map {
                $0.trimmingPrefix(" ").lowercased()
            }
            return parts.first == "interactive" && ["yes", "y", "true", "t", "on"].contains(parts.last ?? "")
        }
    }

    /// A pipe's read end with one newline waiting in it, closed on exec; -1 on failure.
    private static func makePromptAnswer() -> Int32 {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return -1 }
        var newline = UInt8(ascii: "\n")
        let written = write(ends[1], &newline, 1)
        _ = close(ends[1])
        guard written == 1 else {
            _ = close(ends[0])
            return -1
        }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        return ends[0]
    }

    /// Installs the handler for one signal, unless the process ignores it, or, when
    /// `onlyIfDefault`, unless its disposition is any other than the default.
    private static func install(
        _ signal: Int32, onlyIfDefault: Bool, blocking blocked: UnsafeBufferPointer<Int32>
    ) {
        let state = state
        let index = Int(signal)
        guard index > 0, index < signalLimit else { return }
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0, tn_sigaction_ignores(&current) == 0 else { return }
        guard !onlyIfDefault || tn_sigaction_is_default(&current) != 0 else { return }
        let handler: @convention(c) (Int32) -> Void = { signal in
            TerminalRestorer.handle(signal)
        }
        if tn_install_signal_handler(
            signal, handler, blocked.baseAddress, Int32(blocked.count), &state.pointee.previous[index]) == 0
        {
            state.pointee.installed[index] = true
        }
    }

    /// Whether a signal is one a crash raises, which the Swift runtime's crash reporter handles.
    private static func isCrash(_ signal: Int32) -> Bool {
        signal == SIGILL || signal == SIGTRAP || signal == SIGABRT || signal == SIGSEGV || signal == SIGBUS
            || signal == SIGFPE
    }

    /// The signal handler: gives the terminal back, then ends the process as the signal would
    /// have, or, for SIGQUIT, with status 131 at once.
    ///
    /// Only async-signal-safe calls: `write`, `tcsetattr`, `dup2`, `lseek`, `read`, `sigaction`,
    /// `raise`, `_exit`. The signal is blocked while this runs, so the raised copy is delivered,
    /// to the previous disposition, as soon as the handler returns.
    private static func handle(_ signal: Int32) {
        let savedErrno = errno
        defer { errno = savedErrno }
        let state = state
        giveBack()
        OutputCapture.release()
        if signal == SIGQUIT { _exit(quitStatus) }
        let index = Int(signal)
        guard index > 0, index < signalLimit, state.pointee.installed[index] else { return }
        if isCrash(signal), state.pointee.promptAnswer >= 0 {
            _ = dup2(state.pointee.promptAnswer, STDIN_FILENO)
        }
        _ = sigaction(signal, &state.pointee.previous[index], nil)
        state.pointee.installed[index] = false
        _ = raise(signal)
    }
}
