import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every way out of an app gives the terminal back, promptly, with an honest exit status: the
/// `termnav-exit-fixture` program in a real terminal (tmux, 80×24), quit, signalled, made to trap
/// or to write to a closed pipe, and its terminal closed under it.
///
/// "Given back" is checked as the session's wrapper sees it (`stty -g` the same before and
/// after, in the `[exit:N tty:same]` report) and on the screen: the fixture's list is gone (the
/// alternate screen left), and what the app printed while it ran is there.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct ExitPathEndToEndTests {
    /// The fixture executable built beside the tests.
    let fixture: URL

    init() throws {
        fixture = try BuildProducts.executable(named: "termnav-exit-fixture")
    }

    /// The fixture's screen at 80×24, the focus on `row` (1 to 6), as its help line counts it.
    static func list(focusedOn row: Int) -> [String] {
        [
            " Ways out",
            "",
            " Print a line",
            " Write to standard error",
            " Index out of range",
            " Fatal error",
            " Force-unwrap nil",
            " Write to a closed pipe",
        ] + Array(repeating: "", count: 15) + [" ↑↓ move  Enter open  q quit" + position(row)]
    }

    /// The position at the right of the help line, `1/6`, padded as the screen shows it.
    static func position(_ row: Int) -> String {
        String(repeating: " ", count: 48) + "\(row)/6"
    }

    /// A line only the fixture's screen shows.
    static let fixtureText = "Write to a closed pipe"

    // MARK: Keys

    /// q quits with status 0; Ctrl-C quits as an interrupt, status 130 (death by SIGINT), so a
    /// script running the app stops as it would for any interrupted command.
    @Test(.requiresTmux, arguments: [("q", 0), ("C-c", 130)])
    func aQuitKeyGivesTheTerminalBack(key: String, status: Int) async throws {
        let (session, program) = try await launch()
        defer { close(session, program) }
        try session.sendKeys(key)
        try await expectGivenBack(session, status: status, within: .seconds(8))
    }

    // MARK: Signals

    /// Each signal that ends a process ends the app, at once, with that signal's status, the
    /// terminal given back; but SIGQUIT, a user's request to quit, exits with 131 without the
    /// Swift runtime's crash report (which waited 30 seconds for a key).
    @Test(
        .requiresTmux,
        arguments: [
            (SIGTERM, 143), (SIGHUP, 129), (SIGINT, 130), (SIGQUIT, 131), (SIGPIPE, 141), (SIGUSR1, 138),
        ])
    func aSignalGivesTheTerminalBack(signal: Int32, status: Int) async throws {
        let (session, program) = try await launch()
        defer { close(session, program) }
        let pid = try #require(try await program.pid())
        try #require(kill(pid, signal) == 0, "kill -\(signal) \(pid): errno \(errno)")
        try await expectGivenBack(session, status: status, within: .seconds(8))
        let transcript = try session.transcript()
        #expect(!transcript.has("crashed"), "no crash report\n\(TmuxSession.framed(transcript))")
    }

    // MARK: The mouse

    /// SGR mouse reports as a terminal sends them: a click on a row focuses it, a wheel notch
    /// moves the focus three rows, and with `TERMNAV_MOUSE=0` the terminal is never asked for
    /// reports.
    @Test(.requiresTmux) func theMouseFocusesAndScrolls() async throws {
        let (session, program) = try await launch()
        defer { close(session, program) }
        // Column 5, line 4 (from 1): "Write to standard error", the second row.
        try session.sendBytes(Array("\u{1B}[<0;5;4M\u{1B}[<0;5;4m".utf8))
        try await session.expectScreen(Self.list(focusedOn: 2), "the clicked row focused")
        try await session.expectFocus(onLine: 3)
        try session.sendBytes(Array("\u{1B}[<65;5;4M".utf8))
        try await session.expectScreen(Self.list(focusedOn: 5), "three rows down")
        try session.sendKeys("q")
        try await expectGivenBack(session, status: 0, within: .seconds(8))
    }

    @Test(.requiresTmux) func termnavMouseZeroLeavesTheMouseAlone() async throws {
        let (session, program) = try await launch(environment: ["TERMNAV_MOUSE": "0"], mouse: false)
        defer { close(session, program) }
        #expect(try !session.reportsMouse())
        try session.sendKeys("q")
        try await expectGivenBack(session, status: 0, within: .seconds(8))
    }

    // MARK: App code

    /// A runtime trap in a button's action (an array index out of range, `fatalError`, a
    /// force-unwrapped `nil`): the terminal is given back first, then what the app printed, the
    /// runtime's message and its backtrace are shown, and the process ends with SIGILL's status,
    /// without the crash reporter's 30-second wait for a key.
    @Test(
        .requiresTmux,
        arguments: [
            (3, "Fatal error: Index out of range"),
            (4, "Fatal error: the fixture called fatalError"),
            (5, "Fatal error: Unexpectedly found nil while unwrapping an Optional value"),
        ])
    func aTrapGivesTheTerminalBackThenReports(row: Int, message: String) async throws {
        // Whatever the test runner's environment says, the crash reporter's defaults.
        let (session, program) = try await launch(environment: ["SWIFT_BACKTRACE": ""])
        defer { close(session, program) }
        try session.sendKeys("Enter")
        for _ in 1..<row { try session.sendKeys("Down") }
        try await session.expectScreen(Self.list(focusedOn: row), "the focus on row \(row)")
        try session.sendKeys("Enter")
        let start = ContinuousClock.now
        let ended = try await session.waitForExit(timeout: .seconds(20))
        let elapsed = ContinuousClock.now - start
        let transcript = try session.transcript()
        let report = try #require(ended?.report, "the fixture did not end\n\(TmuxSession.framed(transcript))")
        #expect(report == TmuxSession.ExitReport(code: 132, terminalRestored: true), "\(report)")
        #expect(elapsed < .seconds(10), "ended after \(elapsed): the crash reporter waited for a key")
        let order = ["the app printed this line", message, "Program crashed", "[exit:132 tty:same]"].map {
            text in transcript.firstIndex { $0.contains(text) }
        }
        #expect(
            order.allSatisfy { $0 != nil } && order.compactMap(\.self) == order.compactMap(\.self).sorted(),
            "printed line, message, crash report and exit report in that order\n\(TmuxSession.framed(transcript))"
        )
        #expect(
            !transcript.has(Self.fixtureText), "the alternate screen left\n\(TmuxSession.framed(transcript))")
        #expect(!transcript.has("Press space"), "no prompt left\n\(TmuxSession.framed(transcript))")
        try expectScreenModesGivenBack(session)
    }

    /// Writing to a pipe nobody reads raises SIGPIPE in app code: the terminal is given back and
    /// the app ends with SIGPIPE's status, 141.
    @Test(.requiresTmux) func writingToAClosedPipeGivesTheTerminalBack() async throws {
        let (session, program) = try await launch()
        defer { close(session, program) }
        for _ in 1..<6 { try session.sendKeys("Down") }
        try await session.expectScreen(Self.list(focusedOn: 6), "the focus on the closed pipe")
        try session.sendKeys("Enter")
        try await expectGivenBack(session, status: 141, within: .seconds(8))
    }

    /// What the app prints to standard output and standard error while the terminal is open is
    /// held, and shown after it is given back, standard output's first.
    @Test(.requiresTmux) func printedOutputIsShownAfterTheTerminalIsGivenBack() async throws {
        let (session, program) = try await launch()
        defer { close(session, program) }
        try session.sendKeys("Enter", "Down", "Enter", "Up", "Enter")
        try await session.expectScreen(Self.list(focusedOn: 1), "the frame untouched by the output")
        try session.sendKeys("q")
        let ended = try await session.waitForExit()
        #expect(ended?.report == TmuxSession.ExitReport(code: 0, terminalRestored: true))
        try await session.expectScreen(
            [
                "the app printed this line", "the app printed this line",
                "the app wrote this to standard error", "", "[exit:0 tty:same]",
            ], "the app's output after the terminal was given back")
    }

    /// `TERMNAV_LOG=path`: the app's output is appended to that file instead, and the screen
    /// shows none of it.
    @Test(.requiresTmux) func termnavLogSendsTheOutputToAFile() async throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent(
            "termnav-log-\(UUID().uuidString)")
        try "earlier line\n".write(to: log, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: log) }
        let (session, program) = try await launch(environment: ["TERMNAV_LOG": log.path])
        defer { close(session, program) }
        try session.sendKeys("Enter", "Down", "Enter")
        try await session.expectScreen(Self.list(focusedOn: 2), "the frame untouched by the output")
        try session.sendKeys("q")
        try await expectGivenBack(session, status: 0, within: .seconds(8))
        try await session.expectScreen(["", "[exit:0 tty:same]"], "nothing of the app's output on screen")
        let logged = try String(contentsOf: log, encoding: .utf8)
        #expect(logged == "earlier line\nthe app printed this line\nthe app wrote this to standard error\n")
    }

    /// A `TERMNAV_LOG` that cannot be opened: the output is held as without one, and a line
    /// says why.
    @Test(.requiresTmux) func anUnopenableLogIsSaidAndTheOutputHeld() async throws {
        let (session, program) = try await launch(environment: ["TERMNAV_LOG": "/nonexistent/t.log"])
        defer { close(session, program) }
        try session.sendKeys("Enter")
        try await session.expectScreen(Self.list(focusedOn: 1), "the frame untouched by the output")
        try session.sendKeys("q")
        try await expectGivenBack(session, status: 0, within: .seconds(8))
        try await session.expectScreen(
            [
                "the app printed this line",
                "termnav: TERMNAV_LOG: cannot open /nonexistent/t.log: No such file or directory", "",
                "[exit:0 tty:same]",
            ], "the output held, and why")
    }

    /// `TERMNAV_DEBUG=1`: the SF Symbol names TermNav did not know (the fixture's labels name
    /// one, drawn as nothing) are listed on standard error once the terminal is given back.
    @Test(.requiresTmux) func termnavDebugListsTheUnknownSymbols() async throws {
        let (session, program) = try await launch(environment: ["TERMNAV_DEBUG": "1"])
        defer { close(session, program) }
        try session.sendKeys("q")
        try await expectGivenBack(session, status: 0, within: .seconds(8))
        try await session.expectScreen(
            [
                "TermNav: SF Symbols without a glyph, drawn as nothing: termnav.fixture.unknown", "",
                "[exit:0 tty:same]",
            ], "the unknown names, after the terminal was given back")
    }

    // MARK: The terminal goes away

    /// The terminal closing under the app (the tmux pane killed) ends it at once, whether SIGHUP
    /// ends it or, ignored (`nohup`), the hang-up ends its input: no process is left spinning.
    @Test(.requiresTmux, arguments: [false, true])
    func theTerminalClosingEndsTheApp(hangUpIgnored: Bool) async throws {
        let (session, program) = try await launch(prelude: hangUpIgnored ? "trap '' HUP" : "")
        defer { close(session, program) }
        let pid = try #require(try await program.pid())
        let ticksBefore = try #require(WatchedProgram.cpuTicks(of: pid))
        try session.killPane()
        var lastTicks = ticksBefore
        let start = ContinuousClock.now
        while WatchedProgram.state(of: pid) != .ended, ContinuousClock.now - start < .seconds(3) {
            lastTicks = WatchedProgram.cpuTicks(of: pid) ?? lastTicks
            try await Task.sleep(for: .milliseconds(10))
        }
        let elapsed = ContinuousClock.now - start
        #expect(
            WatchedProgram.state(of: pid) == .ended, "still running \(elapsed) after its terminal closed")
        let ticksPerSecond = sysconf(Int32(_SC_CLK_TCK))
        #expect(
            lastTicks - ticksBefore < ticksPerSecond / 4,
            "CPU used after the terminal closed: \(lastTicks - ticksBefore) ticks of \(ticksPerSecond)/s")
    }

    // MARK: Helpers

    /// Starts the fixture in a new 80×24 terminal and waits for its list.
    /// - Parameters:
    ///   - prelude: Shell commands run before the fixture, in the same process.
    ///   - environment: Variables for the command, over ``TmuxSession/defaultEnvironment``.
    ///   - mouse: Whether to expect mouse reporting on once the list shows.
    ///   - sourceLocation: Where the test starts it; the caller's by default.
    /// - Returns: The session and the program, for the test to close.
    private func launch(
        prelude: String = "", environment: [String: String] = [:], mouse: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> (TmuxSession, WatchedProgram) {
        let program = try WatchedProgram(fixture, prelude: prelude)
        let session = try TmuxSession(command: program.command, environment: environment)
        try await session.expectScreen(
            Self.list(focusedOn: 1), "the list at launch", timeout: .seconds(15),
            sourceLocation: sourceLocation)
        try await session.expectFocus(onLine: 2, sourceLocation: sourceLocation)
        if mouse { #expect(try session.reportsMouse(), "mouse reporting on", sourceLocation: sourceLocation) }
        return (session, program)
    }

    /// Closes the session and removes the program's pid file.
    private func close(_ session: TmuxSession, _ program: WatchedProgram) {
        session.close()
        program.remove()
    }

    /// Expects the program to end within a time, with a status, the tty modes restored and the
    /// alternate screen left: the fixture's list gone, the exit report the last line shown.
    private func expectGivenBack(
        _ session: TmuxSession, status: Int, within limit: Duration,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let start = ContinuousClock.now
        let ended = try await session.waitForExit(timeout: limit + .seconds(5))
        let elapsed = ContinuousClock.now - start
        let shown = try ended?.lines ?? session.screen()
        let (report, lines) = try #require(
            ended, "the fixture did not end\n\(TmuxSession.framed(shown))", sourceLocation: sourceLocation)
        #expect(
            report == TmuxSession.ExitReport(code: status, terminalRestored: true),
            "expected [exit:\(status) tty:same]\n\(TmuxSession.framed(lines))", sourceLocation: sourceLocation
        )
        #expect(
            elapsed < limit, "ended after \(elapsed), not within \(limit)", sourceLocation: sourceLocation)
        #expect(
            !lines.has(Self.fixtureText) && lines.last { !$0.isEmpty }?.hasPrefix("[exit:") == true,
            "the alternate screen left\n\(TmuxSession.framed(lines))", sourceLocation: sourceLocation)
        try expectScreenModesGivenBack(session, sourceLocation: sourceLocation)
    }

    /// Expects the pane off the alternate screen, its cursor visible.
    private func expectScreenModesGivenBack(
        _ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let modes = try session.screenModes()
        #expect(!modes.alternateScreen, "the alternate screen left", sourceLocation: sourceLocation)
        #expect(modes.cursorVisible, "the cursor shown", sourceLocation: sourceLocation)
        #expect(try !session.reportsMouse(), "mouse reporting off", sourceLocation: sourceLocation)
    }
}
