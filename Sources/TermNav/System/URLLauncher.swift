import Foundation
import TermNavCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a terminal app opens a URL that `@Environment(\.openURL)` leaves to the system: the
/// program in `$BROWSER`, else `xdg-open` (`open` on macOS), started in a session of its own
/// with no input or output, so it never draws on the app's screen or takes its keys.
enum URLLauncher {
    /// The command that opens a URL, from the environment: the first of `$BROWSER`'s
    /// colon-separated commands (its words split at spaces, `%s` replaced by the URL, which is
    /// added at the end where there is none), else the platform's opener.
    /// - Parameters:
    ///   - url: The URL, as its `absoluteString`.
    ///   - environment: The process's environment.
    /// - Returns: The program and its arguments.
    static func command(for url: String, environment: [String: String]) -> [String] {
        let browser = environment["BROWSER"]?.split(separator: ":").first { !$0.allSatisfy(\.isWhitespace) }
        guard let browser else {
            #if canImport(Darwin)
                return ["open", url]
            #else
                return ["xdg-open", url]
            #endif
        }
        var words = browser.split(separator: " ").map(String.init)
        if words.contains(where: { $0.contains("%s") }) {
            words = words.map { $0.replacingOccurrences(of: "%s", with: url) }
        } else {
            words.append(url)
        }
        return words
    }

    /// Where a program is: itself when it names a path, else the first executable of that name
    /// in `$PATH`.
    /// - Parameters:
    ///   - program: The program's name or path.
    ///   - environment: The process's environment.
    /// - Returns: Its path, or `nil` when there is no such executable.
    static func resolve(_ program: String, environment: [String: String]) -> String? {
        if program.contains("/") { return access(program, X_OK) == 0 ? program : nil }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(program)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Opens a URL, or writes one line on standard error (shown when the app ends) saying why
    /// it could not.
    /// - Parameter url: The URL.
    /// - Returns: Whether the opener was started.
    @MainActor static func open(_ url: URL) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        let text = url.absoluteString
        let arguments = command(for: text, environment: environment)
        guard let program = arguments.first, let path = resolve(program, environment: environment) else {
            let program = arguments.first ?? "xdg-open"
            report("cannot open \(text): \(program) not found (set BROWSER)")
            return false
        }
        guard let pid = spawn(path, arguments: arguments) else {
            report("cannot open \(text): \(program) could not be started")
            return false
        }
        // Reaped when it ends, so it leaves no zombie behind.
        DispatchQueue.global(qos: .utility).async {
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }
        return true
    }

    /// Starts a program with standard input, output and error on `/dev/null`, in a session of
    /// its own and with no signal blocked.
    private static func spawn(_ path: String, arguments: [String]) -> pid_t? {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            let flags = descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", flags, 0)
        }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK)
        #if os(Linux)
            // POSIX_SPAWN_SETSID (glibc 2.26): the opener has no controlling terminal.
            flags |= 0x80
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        return result == 0 ? pid : nil
    }

    /// Writes `name: message` on standard error.
    private static func report(_ message: String) {
        let name = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? ""
        FileHandle.standardError.write(Data("\(name.isEmpty ? "termnav" : name): \(message)\n".utf8))
    }
}
