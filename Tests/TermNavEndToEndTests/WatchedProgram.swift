import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program run in a tmux pane with its process id known, so that a test can signal it and
/// watch it stop, continue and end, through `/proc`.
///
/// ``command`` is a shell command for ``TmuxSession``: an inner shell writes its pid to a file,
/// runs the prelude, then becomes the program (`exec`), so the pid is the program's and the
/// program keeps the terminal as its standard input (a background job would get `/dev/null`).
/// ``remove()`` deletes the pid file's directory.
struct WatchedProgram {
    /// What a process is doing, from `/proc/<pid>/stat`.
    enum ProcessState: Equatable, CustomStringConvertible {
        /// Running or waiting (`R`, `S`, `D`, …).
        case running
        /// Stopped by a signal (`T`).
        case stopped
        /// Ended: a zombie (`Z`, `X`) or gone from `/proc`.
        case ended

        var description: String {
            switch self {
            case .running: "running"
            case .stopped: "stopped"
            case .ended: "ended"
            }
        }
    }

    /// The directory holding the pid file.
    let directory: URL
    /// The file the program's pid is written to.
    let pidFile: URL
    /// The shell command that runs the program.
    let command: String

    /// Prepares the command; nothing runs until a session runs it.
    /// - Parameters:
    ///   - executable: The program.
    ///   - prelude: Shell commands run before it, such as `trap '' HUP`; none by default.
    /// - Throws: An error creating the directory.
    init(_ executable: URL, prelude: String = "") throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("termnav-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        pidFile = directory.appendingPathComponent("program.pid")
        let script = #"echo $$ > "$1"; "# + (prelude.isEmpty ? "" : prelude + "; ") + #"exec "$0""#
        command =
            "sh -c \(TmuxSession.shellQuoted(script)) "
            + "\(TmuxSession.shellQuoted(executable.path)) \(TmuxSession.shellQuoted(pidFile.path))"
    }

    /// Deletes the pid file and its directory.
    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The program's process id, once it has written it.
    /// - Returns: The pid, or `nil` when it was not written within five seconds.
    func pid() async throws -> Int32? {
        let deadline = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < deadline {
            if let text = try? String(contentsOf: pidFile, encoding: .utf8),
                let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                return pid
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        return nil
    }

    /// The process's `stat` fields after its name: the state is the first.
    private static func statFields(_ pid: Int32) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let nameEnd = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: nameEnd)...].split(separator: " ")
    }

    /// What a process is doing now.
    /// - Parameter pid: The process.
    /// - Returns: Its state; ``ProcessState/ended`` when it is a zombie or gone.
    static func state(of pid: Int32) -> ProcessState {
        guard let state = statFields(pid)?.first else { return .ended }
        switch state {
        case "Z", "X", "x": return .ended
        case "T", "t": return .stopped
        default: return .running
        }
    }

    /// The CPU time a process has used, user and system, in clock ticks.
    /// - Parameter pid: The process.
    /// - Returns: The ticks, or `nil` when it is gone.
    static func cpuTicks(of pid: Int32) -> Int? {
        // After the name: state(0) … utime(11) stime(12).
        guard let fields = statFields(pid), fields.count > 12,
            let user = Int(fields[11]), let system = Int(fields[12])
        else { return nil }
        return user + system
    }

    /// Waits for a process to reach a state.
    /// - Parameters:
    ///   - pid: The process.
    ///   - wanted: The state to wait for.
    ///   - timeout: How long to wait.
    /// - Returns: How long it took, or `nil` when time ran out.
    static func wait(
        for pid: Int32, toBe wanted: ProcessState, timeout: Duration = .seconds(5)
    ) async throws -> Duration? {
        let start = ContinuousClock.now
        while ContinuousClock.now - start < timeout {
            if state(of: pid) == wanted { return ContinuousClock.now - start }
            try await Task.sleep(for: .milliseconds(10))
        }
        return nil
    }
}
