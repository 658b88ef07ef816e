import CTermNavBenchSupport
import TermNavBenchKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A program running in a pseudo-terminal the benchmark opened: its output read continuously
/// into a ``ScreenEmulator``, its input written as it reads it.
final class TerminalSession {
    /// What a wait saw.
    struct Arrival {
        /// Bytes read during the wait.
        let bytes: Int
        /// When the last of them arrived (monotonic nanoseconds); the wait's start if none did.
        let lastByteTime: UInt64
    }

    /// The program's process.
    let pid: pid_t
    /// When it was started (monotonic nanoseconds).
    let startTime: UInt64
    /// The screen as the program has drawn it so far.
    private(set) var screen: ScreenEmulator
    /// Its CPU time and memory.
    private(set) var statistics: ProcessStatistics
    private let master: Int32
    private var pendingInput: [UInt8] = []
    private var pendingOffset = 0
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var exitStatus: Int32?
    private var outputEnded = false

    /// Starts a program on a new pseudo-terminal of the given size, with `TERM=xterm-256color`
    /// and `LANG=C.UTF-8`.
    /// - Parameters:
    ///   - executable: The program's path.
    ///   - arguments: Its arguments, without its name.
    ///   - width: Columns.
    ///   - height: Lines.
    /// - Throws: A ``BenchError`` when the terminal cannot be opened or the program not started.
    init(executable: String, arguments: [String], width: Int, height: Int) throws(BenchError) {
        var slave = [CChar](repeating: 0, count: 256)
        master = tnb_open_pty(Int32(height), Int32(width), &slave, slave.count)
        guard master >= 0 else {
            throw BenchError("could not open a pseudo-terminal: \(Self.errorText(errno))")
        }
        screen = ScreenEmulator(width: width, height: height)
        let environment = Self.environment()
        let argv = [executable] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        var cEnvironment = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in cArguments { free(pointer) }
            for pointer in cEnvironment { free(pointer) }
        }
        var child: pid_t = 0
        startTime = MonotonicClock.now()
        let status = tnb_spawn_on_terminal(executable, &cArguments, &cEnvironment, slave, &child)
        guard status == 0 else {
            close(master)
            throw BenchError("could not start \(executable): \(Self.errorText(status))")
        }
        pid = child
        statistics = ProcessStatistics(pid: child)
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
    }

    /// The benchmark's environment without terminal settings, plus TermNav's test terminal.
    private static func environment() -> [String] {
        var result: [String] = []
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            let name = text.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            let dropped = ["TERM", "LANG", "LINES", "COLUMNS", "ESCDELAY", "TERMINFO", "TERMNAV_PATH"]
            if !dropped.contains(name), !name.hasPrefix("LC_"), !name.hasPrefix("NCURSES") {
                result.append(text)
            }
            pointer += 1
        }
        return result + ["TERM=xterm-256color", "LANG=C.UTF-8"]
    }

    /// Queues bytes to type and writes what the terminal takes at once.
    /// - Parameter bytes: The bytes, such as a key's sequence.
    func type(_ bytes: [UInt8]) {
        pendingInput.removeFirst(pendingOffset)
        pendingOffset = 0
        pendingInput += bytes
        writePending()
    }

    /// Reads output until `predicate` holds for the screen, every queued byte is written, and
    /// no output has come for `quiet` nanoseconds.
    /// - Parameters:
    ///   - quiet: How long the terminal must stay silent, in nanoseconds.
    ///   - timeout: How long to wait at most, in nanoseconds.
    ///   - needsOutput: Whether at least one byte must arrive first (for a predicate that holds
    ///     already).
    ///   - predicate: What the screen must show.
    /// - Returns: The bytes read and when the last arrived.
    /// - Throws: A ``BenchError`` on a timeout or when the program's output ends first.
    @discardableResult
    func wait(
        quiet: UInt64, timeout: UInt64, needsOutput: Bool = true, until predicate: (ScreenEmulator) -> Bool
    ) throws(BenchError) -> Arrival {
        let start = MonotonicClock.now()
        var lastByteTime = start
        var bytes = 0
        var satisfied = !needsOutput && predicate(screen)
        while true {
            let now = MonotonicClock.now()
            let hasPending = pendingOffset < pendingInput.count
            var waitNanoseconds: UInt64
            if satisfied && !hasPending {
                let silent = now &- lastByteTime
                if silent >= quiet { return Arrival(bytes: bytes, lastByteTime: lastByteTime) }
                waitNanoseconds = quiet - silent
            } else {
                guard now &- start < timeout else {
                    throw BenchError(
                        "timed out after \(Int(MonotonicClock.milliseconds(from: start, to: now))) ms; the screen's "
                            + "last line: \"\(screen.lines.last ?? "")\"")
                }
                waitNanoseconds = min(timeout - (now &- start), satisfied ? quiet : 50_000_000)
            }
            var descriptor = pollfd(
                fd: master, events: Int16(POLLIN | (hasPending ? POLLOUT : 0)), revents: 0)
            let milliseconds = Int32(min((waitNanoseconds + 999_999) / 1_000_000, 1_000))
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0, errno != EINTR { throw BenchError("poll failed: \(Self.errorText(errno))") }
            guard ready > 0 else { continue }
            if descriptor.revents & Int16(POLLOUT) != 0 { writePending() }
            if descriptor.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                let count = readAvailable()
                if count > 0 {
                    bytes += count
                    lastByteTime = MonotonicClock.now()
                    if !satisfied { satisfied = predicate(screen) }
                } else if outputEnded {
                    if satisfied { return Arrival(bytes: bytes, lastByteTime: lastByteTime) }
                    throw BenchError(
                        "the program's output ended; its last line: \"\(screen.lines.last ?? "")\"")
                }
            }
        }
    }

    /// Reads everything the terminal has now.
    /// - Returns: The bytes read.
    private func readAvailable() -> Int {
        var total = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count > 0 {
                screen.feed(buffer[0..<count])
                // What the terminal answers is input, written before anything typed later.
                pendingInput += screen.takeAnswers()
                total += count
                continue
            }
            if count == 0 || (errno != EAGAIN && errno != EINTR) { outputEnded = true }
            if count < 0, errno == EINTR { continue }
            return total
        }
    }

    /// Writes queued input until the terminal takes no more.
    private func writePending() {
        while pendingOffset < pendingInput.count {
            let written = pendingInput[pendingOffset...].withUnsafeBytes {
                write(master, $0.baseAddress, $0.count)
            }
            if written > 0 {
                pendingOffset += written
            } else {
                return
            }
        }
    }

    /// Waits for the program to exit, reading its output meanwhile; kills it after `timeout`.
    /// - Parameter timeout: Nanoseconds to wait before SIGKILL.
    /// - Returns: Its exit status, or `nil` when it had to be killed or died of a signal.
    func waitForExit(timeout: UInt64) -> Int32? {
        let start = MonotonicClock.now()
        while exitStatus == nil {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid {
                exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1
                break
            }
            if MonotonicClock.now() &- start > timeout {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                exitStatus = -1
                break
            }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 10) > 0 { _ = readAvailable() }
        }
        return exitStatus.flatMap { $0 >= 0 ? $0 : nil }
    }

    /// Lists the program's threads, for its CPU time.
    func refreshThreads() {
        statistics.refreshThreads()
    }

    private static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
