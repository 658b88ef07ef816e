import CNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps what the app writes to standard output and standard error off the screen while TermNav
/// owns the terminal, and shows it once the terminal is given back.
///
/// Text an app prints while TermNav draws would land in the middle of a frame and vanish with the
/// alternate screen. So ``begin(logPath:)`` points descriptors 1 and 2 (each only when it is a
/// terminal) at an unlinked temporary file, and keeps a duplicate of the real standard output,
/// ``terminal``, which TermNav's own frames and ncurses write to. ``release()`` puts the
/// descriptors back and copies what was held to them, standard output's first; it is
/// async-signal-safe, so the restore handlers call it too, and the message of a `fatalError` is
/// still there after the crash. With a log path (`TERMNAV_LOG`), both go to that file instead,
/// appended to and left there, and nothing is held.
///
/// Swift's `print` goes through stdio's buffer: ``end()`` flushes it before the descriptors go
/// back, and ``begin(logPath:)`` makes it line-buffered, as on a terminal, so a crash loses at
/// most an unfinished line. Everything ``release()`` reads sits in one block allocated once;
/// outside it the block changes only while no restore handler is installed.
enum OutputCapture {
    /// What ``release()`` reads: plain values and pointers only.
    private struct State {
        /// Whether descriptors 1 and 2 point where ``begin(logPath:)`` sent them.
        var isRedirected = false
        /// A duplicate of the real standard output while redirected, else -1: the terminal.
        var savedOutput: Int32 = -1
        /// A duplicate of the real standard error while redirected, else -1 (also when it was
        /// not a terminal and stays where it was).
        var savedError: Int32 = -1
        /// The file holding standard output, else -1 (when logging).
        var heldOutput: Int32 = -1
        /// The file holding standard error, else -1 (when logging or not redirected).
        var heldError: Int32 = -1
        /// The terminal opened as `/dev/tty` when standard output is not one (a pipe, a file:
        /// `vim "$(app --pick)"`), else -1.
        var controllingTerminal: Int32 = -1
        /// Room for copying held bytes back, `copyCapacity` of them.
        var copyBuffer: UnsafeMutablePointer<UInt8>
    }

    /// The environment variable that names a file for the app's output instead of holding it.
    static let logVariable = "TERMNAV_LOG"
    /// The size of the buffer used to copy held output back.
    private static let copyCapacity = 4096

    /// The state, allocated on first use (in `begin`, before any handler exists).
    private nonisolated(unsafe) static let state: UnsafeMutablePointer<State> = {
        let copyBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: copyCapacity)
        copyBuffer.initialize(repeating: 0, count: copyCapacity)
        let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: State(copyBuffer: copyBuffer))
        return state
    }()

    /// Where TermNav writes to the terminal: the real standard output, wherever descriptor 1
    /// points now, or the controlling terminal when standard output is not a terminal.
    static var terminal: Int32 {
        let saved = state.pointee.savedOutput
        if saved >= 0 { return saved }
        let controlling = state.pointee.controllingTerminal
        return controlling >= 0 ? controlling : STDOUT_FILENO
    }

    /// Whether TermNav can draw although standard output is not a terminal: standard input is
    /// one, and so is `/dev/tty`, the process's controlling terminal.
    static var canDrawOnControllingTerminal: Bool {
        guard isatty(STDIN_FILENO) == 1 else { return false }
        let descriptor = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { _ = close(descriptor) }
        return isatty(descriptor) == 1
    }

    /// Sends standard output, and standard error when it is a terminal, aside: into files held
    /// until ``release()``, or into the log file.
    ///
    /// When the log file cannot be opened, output is held as without one, and a line saying why
    /// goes to standard error (held, when standard error is the terminal). When no temporary file
    /// can be made, output goes where it went.
    /// - Parameter logPath: The file to append the app's output to (`TERMNAV_LOG`), or `nil` to
    ///   hold it.
    static func begin(logPath: String?) {
        let state = state
        guard !state.pointee.isRedirected else { return }
        guard isatty(STDOUT_FILENO) == 1 else {
            // Standard output goes to a pipe or a file, where the app's output belongs: the
            // screen is drawn on the controlling terminal instead.
            if state.pointee.controllingTerminal < 0 {
                state.pointee.controllingTerminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
            }
            return
        }
        let redirectsError = isatty(STDERR_FILENO) == 1
        var complaint: String?
        var log: Int32 = -1
        if let logPath {
            log = open(logPath, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
            if log < 0 {
                let reason = String(cString: strerror(errno))
                complaint = "termnav: \(logVariable): cannot open \(logPath): \(reason)\n"
            }
        }
        let savedOutput = duplicate(STDOUT_FILENO)
        let savedError = redirectsError ? duplicate(STDERR_FILENO) : -1
        let heldOutput = log >= 0 ? -1 : holdingFile()
        let heldError = log >= 0 || !redirectsError ? -1 : holdingFile()
        let outputTarget = log >= 0 ? log : heldOutput
        let errorTarget = log >= 0 ? log : heldError
        guard savedOutput >= 0, outputTarget >= 0, !redirectsError || (savedError >= 0 && errorTarget >= 0)
        else {
            for descriptor in [log, savedOutput, savedError, heldOutput, heldError] where descriptor >= 0 {
                _ = close(descriptor)
            }
            return
        }
        tn_flush_standard_output()
        tn_line_buffer_standard_output()
        _ = dup2(outputTarget, STDOUT_FILENO)
        if redirectsError { _ = dup2(errorTarget, STDERR_FILENO) }
        if log >= 0 { _ = close(log) }
        state.pointee.savedOutput = savedOutput
        state.pointee.savedError = savedError
        state.pointee.heldOutput = heldOutput
        state.pointee.heldError = heldError
        state.pointee.isRedirected = true
        if let complaint {
            var bytes = Array(complaint.utf8)
            writeAll(STDERR_FILENO, &bytes, bytes.count)
        }
    }

    /// Points descriptors 1 and 2 back at the terminal and writes out what was held: standard
    /// output's, then standard error's. Calling it again does nothing.
    ///
    /// Async-signal-safe (`dup2`, `lseek`, `read`, `write`); the descriptors stay open, for
    /// ``end()`` to close. stdio's buffer is not flushed here (that is not async-signal-safe):
    /// ``end()`` does it first.
    static func release() {
        let state = state
        guard state.pointee.isRedirected else { return }
        state.pointee.isRedirected = false
        _ = dup2(state.pointee.savedOutput, STDOUT_FILENO)
        if state.pointee.savedError >= 0 { _ = dup2(state.pointee.savedError, STDERR_FILENO) }
        copyOut(state.pointee.heldOutput, to: STDOUT_FILENO)
        copyOut(state.pointee.heldError, to: STDERR_FILENO)
    }

    /// Flushes stdio's standard output into where it goes now, releases the output and closes
    /// the files and duplicates; call only while no restore handler is installed.
    static func end() {
        let state = state
        if state.pointee.isRedirected { tn_flush_standard_output() }
        release()
        let descriptors = [
            state.pointee.savedOutput, state.pointee.savedError, state.pointee.heldOutput,
            state.pointee.heldError, state.pointee.controllingTerminal,
        ]
        for descriptor in descriptors where descriptor >= 0 {
            _ = close(descriptor)
        }
        state.pointee.savedOutput = -1
        state.pointee.savedError = -1
        state.pointee.heldOutput = -1
        state.pointee.heldError = -1
        state.pointee.controllingTerminal = -1
    }

    /// A duplicate of a descriptor, closed on exec; -1 when it cannot be made.
    private static func duplicate(_ descriptor: Int32) -> Int32 {
        let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
        return copy >= 0 ? copy : -1
    }

    /// A new, unlinked temporary file (in `TMPDIR`, else `/tmp`), closed on exec; -1 on failure.
    private static func holdingFile() -> Int32 {
        let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(directory)/termnav-output.XXXXXX".utf8CString)
        let file = mkstemp(&template)
        guard file >= 0 else { return -1 }
        _ = unlink(template)
        _ = fcntl(file, F_SETFD, FD_CLOEXEC)
        return file
    }

    /// Copies a held file from its start to a descriptor; async-signal-safe.
    private static func copyOut(_ held: Int32, to descriptor: Int32) {
        guard held >= 0, lseek(held, 0, SEEK_SET) == 0 else { return }
        let buffer = state.pointee.copyBuffer
        while true {
            let count = read(held, buffer, copyCapacity)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            writeAll(descriptor, buffer, count)
        }
    }

    /// Writes every byte, retrying after interruptions; async-signal-safe.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) {
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
}
