import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program to its end with a time limit, collecting its output.
///
/// Programs are started with `posix_spawn` rather than Foundation's `Process`, for two reasons
/// that matter to tmux: on Linux, `Process` leaves a descriptor of its own open in the child, and
/// the tmux server, which outlives the client that starts it, would keep it, so `Process` never
/// sees the client end; and the child inherits the test runner's blocked signals, so the tmux
/// server (and every program in its panes) could not be stopped by `SIGTERM` or reap its children.
/// Here the child gets default signal handling, an empty signal mask, and no descriptors but 0–2.
enum CommandRunner {
    /// Runs a program and waits for it to finish.
    ///
    /// Output goes to temporary files rather than pipes, so a chatty program never blocks on a full
    /// pipe.
    /// - Parameters:
    ///   - executable: The program.
    ///   - arguments: Its arguments, without the program name.
    ///   - environment: Its whole environment; `nil` inherits this process's. Either way its
    ///     settings folder (`XDG_CONFIG_HOME`) is one of the run's own unless the environment
    ///     names one.
    ///   - standardInput: The file its standard input reads; `/dev/null` unless given, so it never
    ///     reads the test's terminal.
    ///   - timeout: How long it may run before it is killed and this throws.
    /// - Returns: Its exit status and output.
    /// - Throws: ``EndToEndError/timedOut(command:seconds:)``, ``EndToEndError/spawnFailed(command:errno:)``,
    ///   or an error creating the temporary files.
    static func run(
        _ executable: URL, arguments: [String], environment: [String: String]? = nil,
        standardInput: String = "/dev/null", timeout: Duration = .seconds(20)
    ) throws -> ProcessOutput {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("termnav-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputURL = directory.appendingPathComponent("stdout")
        let errorURL = directory.appendingPathComponent("stderr")
        let command = [executable.path] + arguments

        // The run's own settings folder, unless the test names one: what a program keeps with
        // `@AppStorage` never reaches the user's settings or another test, nor theirs this run.
        var variables = environment ?? ProcessInfo.processInfo.environment
        if variables["XDG_CONFIG_HOME"] == nil {
            variables["XDG_CONFIG_HOME"] = directory.appendingPathComponent("config").path
        }
        let pid = try spawn(
            command, environment: variables, input: standardInput, output: outputURL.path,
            error: errorURL.path)
        guard let status = wait(for: pid, timeout: timeout) else {
            kill(pid, SIGKILL)
            _ = wait(for: pid, timeout: .seconds(2))
            throw EndToEndError.timedOut(command: command, seconds: seconds(timeout))
        }
        return ProcessOutput(
            status: status.code, wasSignaled: status.signaled,
            standardOutput: (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "")
    }

    /// A duration in seconds.
    /// - Parameter duration: A duration.
    /// - Returns: It in seconds, fractions included.
    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// Starts a program with its standard streams on the given files.
    private static func spawn(
        _ command: [String], environment: [String: String], input: String, output: String, error: String
    ) throws -> pid_t {
        #if os(Linux)
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #else
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, error, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        #if os(Linux)
            _ = addCloseFrom?(&actions, 3)
        #endif

        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var flags = Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        #if canImport(Darwin)
            flags |= Int16(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        posix_spawnattr_setflags(&attributes, flags)

        let arguments = command.map { strdup($0) } + [nil]
        let variables = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in arguments + variables { free(pointer) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, command[0], &actions, &attributes, arguments, variables)
        guard result == 0 else { throw EndToEndError.spawnFailed(command: command, errno: result) }
        return pid
    }

    #if os(Linux)
        /// The type of glibc's `posix_spawn_file_actions_addclosefrom_np`.
        private typealias AddCloseFrom =
            @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

        /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc
        /// module does not import; `nil` on an older C library, where descriptors are inherited.
        private static var addCloseFrom: AddCloseFrom? {
            dlsym(nil, "posix_spawn_file_actions_addclosefrom_np").map {
                unsafeBitCast($0, to: AddCloseFrom.self)
            }
        }
    #endif

    /// Waits for a child to end, polling every 2 ms.
    /// - Returns: Its exit code or signal number, or `nil` if it still runs when time is up.
    private static func wait(for pid: pid_t, timeout: Duration) -> (code: Int32, signaled: Bool)? {
        let deadline = ContinuousClock.now + timeout
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid {
                // The W* macros are not imported into Swift; these are their definitions.
                let signal = status & 0x7F
                return signal == 0 ? ((status >> 8) & 0xFF, false) : (signal, true)
            }
            if result == -1 && errno != EINTR { return (-1, false) }
            if ContinuousClock.now >= deadline { return nil }
            usleep(2000)
        }
    }
}
