import Foundation

/// A real terminal for end-to-end tests: a program running in a detached tmux pane of a fixed size.
///
/// Each session starts a tmux server of its own (`tmux -L <unique socket>`, no configuration file)
/// with one session of one pane that runs the command under `sh -c`, wrapped so that when the
/// program ends the pane shows `[exit:<code> tty:same]`, or `tty:changed` when `stty -g` differs
/// from before the program started. The test types keys with ``sendKeys(_:)`` and waits for the
/// screen they bring with ``expectScreen(_:_:timeout:sourceLocation:)`` or ``waitFor(timeout:_:)``.
///
/// ``close()`` kills the server; it also runs when the session is deinitialized, so a failing test
/// leaves nothing behind, and the server kills itself after `lifetime` in case this process dies.
///
/// ```swift
/// let session = try TmuxSession(command: TmuxSession.shellQuoted(books.path))
/// defer { session.close() }
/// try await session.expectScreen(listScreen)  // every line of the screen the user should see
/// try session.sendKeys("q")
/// let ended = try await session.waitForExit()
/// ```
final class TmuxSession {
    /// The environment every session's command gets unless overridden.
    static let defaultEnvironment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]

    /// The name of this session's private tmux socket.
    let socketName: String
    /// The pane's width in columns.
    private(set) var width: Int
    /// The pane's height in lines.
    private(set) var height: Int

    /// The tmux executable.
    private let tmux: URL
    /// Whether ``close()`` has run.
    private var isClosed = false
    /// The session's own settings folder (`XDG_CONFIG_HOME`), so that what a program keeps with
    /// `@AppStorage` stays in the session and never reaches the user's settings or another test.
    let configHome = FileManager.default.temporaryDirectory
        .appendingPathComponent("termnav-e2e-config-\(UUID().uuidString)", isDirectory: true)
    /// The server's socket file, removed by ``close()``; `nil` until the server is up.
    private var socketPath: String?
    /// The target of every command: the only session, named `s`.
    private static let target = "s"

    /// Starts a private tmux server running a command in a detached pane.
    /// - Parameters:
    ///   - command: A shell command line, run by `sh -c`; quote paths with ``shellQuoted(_:)``.
    ///   - width: The pane's width in columns.
    ///   - height: The pane's height in lines.
    ///   - environment: Variables exported for the command, over ``defaultEnvironment``.
    ///   - directory: The working directory; the current one when `nil`.
    ///   - options: tmux's global options set before the command starts, by name, such as
    ///     `window-style` to `bg=white` (a light background, which tmux tells a program that asks).
    ///   - lifetime: How long the server may live before it kills itself, a guard against leaks.
    /// - Throws: ``EndToEndError/tmuxNotFound(searched:)`` when tmux is not installed, or
    ///   ``EndToEndError/tmuxFailed(arguments:status:standardError:)`` when it cannot start.
    init(
        command: String, width: Int = 80, height: Int = 24, environment: [String: String] = [:],
        directory: String? = nil, options: KeyValuePairs<String, String> = [:],
        lifetime: Duration = .seconds(300)
    ) throws {
        tmux = try Tmux.requireExecutable()
        socketName = "termnav-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        self.width = width
        self.height = height
        let wrapper = Self.wrapper(
            command: command,
            environment: Self.defaultEnvironment.merging(["XDG_CONFIG_HOME": configHome.path]) { _, own in own
            }
            .merging(environment) { _, override in override },
            watchdog: "\(Self.shellQuoted(tmux.path)) -L \(Self.shellQuoted(socketName)) kill-server",
            lifetime: lifetime)
        do {
            try startServer(wrapper: wrapper, directory: directory, options: options)
        } catch {
            close()
            throw error
        }
    }

    /// Starts the server, sets its global options, then starts its one session, which runs
    /// `wrapper`.
    private func startServer(
        wrapper: String, directory: String?, options: KeyValuePairs<String, String>
    ) throws {
        let size = ["-x", String(width), "-y", String(height)]
        let workingDirectory = directory ?? FileManager.default.currentDirectoryPath
        let settings = options.flatMap { ["set-option", "-g", $0.key, $0.value, ";"] }
        try run(
            ["-f", "/dev/null", "start-server", ";"] + settings + ["new-session", "-d", "-s", Self.target]
                + size
                + ["-c", workingDirectory, "sh", "-c", wrapper])
        let path = try run("display-message", "-p", "-t", Self.target, "#{socket_path}")
        socketPath = path.trimmingCharacters(in: .newlines)
    }

    deinit {
        close()
    }

    /// The shell script a session runs: exports, a watchdog, the command, then the exit report.
    /// - Parameters:
    ///   - command: The command line to run.
    ///   - environment: The variables to export first.
    ///   - watchdog: A command that ends the session, run in the background after `lifetime`.
    ///   - lifetime: How long before the watchdog fires.
    /// - Returns: A script for `sh -c`.
    static func wrapper(
        command: String, environment: [String: String], watchdog: String, lifetime: Duration
    ) -> String {
        let exports = environment.sorted { $0.key < $1.key }
            .map { "export \($0.key)=\(shellQuoted($0.value))" }
        let seconds = Int(CommandRunner.seconds(lifetime).rounded(.up))
        return
            (exports + [
                "(sleep \(seconds); \(watchdog)) >/dev/null 2>&1 &",
                "before=$(stty -g)",
                command,
                "rc=$?",
                "after=$(stty -g)",
                #"if [ "$before" = "$after" ]; then t=same; else t=changed; fi"#,
                #"printf '\n[exit:%s tty:%s]\n' "$rc" "$t""#,
                "sleep \(seconds)",
            ]).joined(separator: "\n")
    }

    /// A string quoted for `sh`, so that it stays one word whatever it holds.
    /// - Parameter text: Any text, such as a path with spaces.
    /// - Returns: The text in single quotes, its own single quotes escaped.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// Types keys, one after another, without waiting for the program to read them.
    ///
    /// A test waits for the screen a key brings before it types a key whose meaning depends on
    /// it; an Escape followed at once by another key would also read as Alt and that key.
    /// - Parameter keys: tmux key names: `Down`, `Enter`, `Escape`, `BSpace`, `PageDown`, `q`, `C-c`, ….
    /// - Throws: ``EndToEndError/tmuxFailed(arguments:status:standardError:)``.
    func sendKeys(_ keys: String...) throws {
        for key in keys {
            try run("send-keys", "-t", Self.target, key)
        }
    }

    /// Types text literally, without reading key names in it.
    /// - Parameter text: The text to type.
    /// - Throws: ``EndToEndError/tmuxFailed(arguments:status:standardError:)``.
    func sendText(_ text: String) throws {
        try run("send-keys", "-t", Self.target, "-l", text)
    }

    /// The screen as it is now, one string per line, trailing spaces trimmed.
    /// - Returns: ``height`` lines.
    /// - Throws: ``EndToEndError/tmuxFailed(arguments:status:standardError:)``.
    func screen() throws -> [String] {
        try capture().trailingSpacesTrimmed
    }

    /// The screen as it is now, each character with its bold, reverse and background attributes.
    ///
    /// Trailing spaces are kept (`capture-pane -N`), so that a row in reverse video or a background
    /// colour (the focus bar) shows to its end, even a blank one.
    /// - Returns: ``height`` lines of cells; see ``StyledCell`` for how cells meet columns.
    /// - Throws: ``EndToEndError/tmuxFailed(arguments:status:standardError:)``.
    func styledScreen() throws -> [[StyledCell]] {
        StyledCell.parse(try capture("-e", "-N"))
    }

    /// Reads the screen every 50 ms until a condition holds on it.
    /// - Parameters:
    ///   - timeout: How long to keep trying.
    ///   - predicate: The condition, given the screen's lines (see ``screen()``).
    /// - Returns: The first screen that satisfies the condition, or `nil` when time runs out.
    /// - Throws: ``EndToEndError/tmuxFailed(arguments:status:standardError:)``, or cancellation.
    func waitFor(timeout: Duration = .seconds(10), _ predicate: ([String]) -> Bool) async throws -> [String]?
    {
        try await poll(timeout: timeout, read: screen, until: predicate)
    }

    /// Reads the styled screen every 50 ms until a condition holds on it.
    /// - Parameters:
    ///   - timeout: How long to keep trying.
    ///   - predicate: The condition, given the screen's cells (see ``styledScreen()``).
    /// - Returns: The first screen that satisfies the condition, or `nil` when time runs out.
    /// - Throws: ``EndToEndError/tmuxFailed(arguments:status:standardError:)``, or cancellation.
    func waitForStyled(
        timeout: Duration = .seconds(10), _ predicate: ([[StyledCell]]) -> Bool
    ) async throws -> [[StyledCell]]? {
        try await poll(timeout: timeout, read: styledScreen, until: predicate)
    }

    /// Resizes the pane; the program gets `SIGWINCH`.
    /// - Parameters:
    ///   - width: The new width in columns.
    ///   - height: The new height in lines.
    /// - Throws: ``EndToEndError/tmuxFailed(arguments:status:standardError:)``.
    func resize(width: Int, height: Int) throws {
        try run("resize-window", "-t", Self.target, "-x", String(width), "-y", String(height))
        self.width = width
        self.height = height
    }

    /// Resizes the pane to each size in turn, as fast as tmux can, in one tmux command; the
    /// program gets `SIGWINCH` for each resize it is awake for.
    /// - Parameter sizes: The sizes, width first, in order; the last is the pane's size after.
    /// - Throws: ``EndToEndError/tmuxFailed(arguments:status:standardError:)``.
    func resize(through sizes: [(width: Int, height: Int)]) throws {
        guard let last = sizes.last else { return }
        let commands = sizes.map { size in
            ["resize-window", "-t", Self.target, "-x", String(size.width), "-y", String(size.height)]
        }
        try run(Array(commands.joined(separator: [";"])))
        width = last.width
        height = last.height
    }

    /// Everything the pane's normal screen has shown: its scrollback, then the screen, lines the
    /// terminal wrapped joined again, trailing spaces trimmed. What a program drew on the
    /// alternate screen is not in it.
    /// - Returns: The lines, oldest first.
    /// - Throws: ``EndToEndError/tmuxFailed(arguments:status:standardError:)``.
    func transcript() throws -> [String] {
        let output = try run("capture-pane", "-p", "-J", "-S", "-", "-E", "-", "-t", Self.target)
        return output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .trailingSpacesTrimmed
    }

    /// The pane's tty modes as `stty -g` prints them, read from outside while the program runs
    /// or is stopped.
    /// - Returns: `stty -g`'s line, without its newline.
    /// - Throws: ``EndToEndError/tmuxFailed(arguments:status:standardError:)``, or
    ///   ``EndToEndError/commandFailed(_:status:standardError:)`` when `stty` fails.
    func paneTerminalModes() throws -> String {
        let tty = try run("display-message", "-p", "-t", Self.target, "#{pane_tty}")
            .trimmingCharacters(in: .newlines)
        let stty = URL(fileURLWithPath: "/bin/stty")
        let output = try CommandRunner.run(stty, arguments: ["-g", "-F", tty], environment: environment)
        guard output.status == 0, !output.wasSignaled else {
            throw EndToEndError.commandFailed(
                "stty -g -F \(tty)", status: output.status, standardError: output.standardError)
        }
        return output.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether the pane shows its alternate screen, and whether its cursor is visible, as tmux
    /// has them now.
    /// - Returns: Both flags.
    /// - Throws: ``EndToEndError/tmuxFailed(arguments:status:standardError:)``.
    func screenModes() throws -> (alternateScreen: Bool, cursorVisible: Bool) {
        let flags = try run("display-message", "-p", "-t", Self.target, "#{alternate_on} #{cursor_flag}")
            .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        return (flags.first == "1", flags.last == "1")
    }

    /// Pastes text into the pane as a terminal does: between bracketed-paste markers when the
    /// program asked for them (tmux's `paste-buffer -p`), as plain typed bytes otherwise.
    /// - Parameter text: The text.
    /// - Throws: ``EndToEndError/tmuxFailed(arguments:status:standardError:)``.
    func paste(_ text: String) throws {
        try run("set-buffer", "-b", "termnav-paste", "--", text)
        try run("paste-buffer", "-p", "-d", "-b", "termnav-paste", "-t", Self.target)
    }

    /// Where the pane's cursor is (column and line, from 0) and whether it shows, as tmux has it
    /// now.
    /// - Returns: The position and whether the cursor is visible.
    /// - Throws: ``EndToEndError/tmuxFailed(arguments:status:standardError:)``.
    func cursor() throws -> (x: Int, y: Int, isVisible: Bool) {
        let fields = try run(
            "display-message", "-p", "-t", Self.target, "#{cursor_x} #{cursor_y} #{cursor_flag}"
        ).split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard fields.count == 3, let x = Int(fields[0]), let y = Int(fields[1]) else {
            return (-1, -1, false)
        }
        return (x, y, fields[2] == "1")
    }

    /// Whether the program in the pane asked for mouse reports (mode 1000, or 1006's SGR form),
    /// as tmux has it now.
    /// - Returns: Whether either mode is on.
    /// - Throws: ``EndToEndError/tmuxFailed(arguments:status:standardError:)``.
    func reportsMouse() throws -> Bool {
        let flags = try run(
            "display-message", "-p", "-t", Self.target, "#{mouse_standard_flag}#{mouse_sgr_flag}")
        return flags.contains("1")
    }

    /// Appends every byte the program writes to the pane from now on to a file, as it comes
    /// (tmux's `pipe-pane`): the escape sequences too, which no capture of the screen shows.
    /// - Parameter path: The file.
    /// - Throws: ``EndToEndError/tmuxFailed(arguments:status:standardError:)``.
    func recordOutput(to path: String) throws {
        try run("pipe-pane", "-o", "-t", Self.target, "cat >> \(Self.shellQuoted(path))")
    }

    /// Sends bytes to the program as if the terminal had sent them: a mouse report, say.
    /// - Parameter bytes: The bytes.
    /// - Throws: ``EndToEndError/tmuxFailed(arguments:status:standardError:)``.
    func sendBytes(_ bytes: [UInt8]) throws {
        try run(["send-keys", "-t", Self.target, "-H"] + bytes.map { String($0, radix: 16) })
    }

    /// Kills the pane, as closing a terminal window does: the program's terminal hangs up. The
    /// session, and with it the server, ends.
    /// - Throws: ``EndToEndError/tmuxFailed(arguments:status:standardError:)``.
    func killPane() throws {
        try run("kill-pane", "-t", Self.target)
    }

    /// Reads a capture every 50 ms until a condition holds on it.
    /// - Returns: The first capture that satisfies the condition, or `nil` when time runs out.
    private func poll<Capture>(
        timeout: Duration, read: () throws -> Capture, until predicate: (Capture) -> Bool
    ) async throws -> Capture? {
        let deadline = ContinuousClock.now + timeout
        while true {
            let capture = try read()
            if predicate(capture) { return capture }
            if ContinuousClock.now >= deadline { return nil }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Kills the tmux server and everything running in it.
    ///
    /// Also removes the server's socket file. Safe to call more than once; ``deinit`` calls it too.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = try? CommandRunner.run(
            tmux, arguments: ["-L", socketName, "kill-server"], environment: environment)
        if let socketPath { try? FileManager.default.removeItem(atPath: socketPath) }
        try? FileManager.default.removeItem(at: configHome)
    }

    /// The pane's lines, with `capture-pane` options added.
    private func capture(_ options: String...) throws -> [String] {
        let output = try run(["capture-pane", "-p"] + options + ["-t", Self.target])
        return Array(
            output.split(separator: "\n", omittingEmptySubsequences: false).prefix(height).map(String.init))
    }

    /// Runs a tmux command on this session's server.
    @discardableResult
    private func run(_ arguments: String...) throws -> String {
        try run(arguments)
    }

    /// Runs a tmux command on this session's server.
    /// - Returns: What it printed.
    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let output = try CommandRunner.run(
            tmux, arguments: ["-L", socketName] + arguments, environment: environment)
        guard output.status == 0, !output.wasSignaled else {
            throw EndToEndError.tmuxFailed(
                arguments: arguments, status: output.status,
                standardError: output.standardError.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return output.standardOutput
    }

    /// The environment of the tmux client commands: this process's, without a surrounding tmux's.
    private var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["TMUX_PANE"] = nil
        if environment["TERM", default: ""].isEmpty { environment["TERM"] = "xterm-256color" }
        return environment
    }
}
