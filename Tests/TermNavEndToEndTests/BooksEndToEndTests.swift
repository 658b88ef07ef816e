import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real `books` binary: driven in a real terminal (tmux, 80×24), and run without one.
///
/// The screen layout is still settling, so these tests look for lines and substrings, not whole
/// screens; the headless tests in TermNavTests check whole screens.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct BooksEndToEndTests {
    /// The `books` executable built beside the tests.
    let books: URL

    init() throws {
        books = try BuildProducts.executable(named: "books")
    }

    @Test(.requiresTmux) func startsOnTheListAndQuitsWithQ() async throws {
        let session = try TmuxSession(command: TmuxSession.shellQuoted(books.path))
        defer { session.close() }

        try await expectScreen(session, "\"Books list\" and the first book", timeout: .seconds(15)) { lines in
            lines.has("Books list") && lines.has("Harry Potter and the Chamber of Secrets")
        }

        try await session.sendKeys("q")
        try await expectCleanExit(session)
    }

    @Test(.requiresTmux) func resizeRedrawsAtOnceDownToOneCell() async throws {
        let session = try TmuxSession(command: TmuxSession.shellQuoted(books.path))
        defer { session.close() }
        try await expectScreen(session, "the list", timeout: .seconds(15)) { $0.has("Books list") }

        try session.resize(width: 40, height: 10)
        try await expectScreen(session, "the list redrawn at 40×10") { lines in
            lines.count == 10 && lines[2].hasPrefix(" Harry Potter and the")
                && lines[2].hasSuffix("J. K. Rowling ›") && lines[9].hasSuffix("1/204")
        }
        for (width, height) in [(1, 1), (2, 3), (12, 4)] {
            try session.resize(width: width, height: height)
            try await Task.sleep(for: .milliseconds(150))
        }
        try session.resize(width: 80, height: 24)
        try await session.sendKeys("Down")
        try await expectScreen(session, "the list back at 80×24, focus moved") { lines in
            lines.count == 24 && lines.has("2/204") && lines.has("The Da Vinci Code")
        }
        try await session.sendKeys("q")
        try await expectCleanExit(session)
    }

    @Test(.requiresTmux) func opensDetailsGoesBackToTheSameRowAndQuits() async throws {
        let session = try TmuxSession(command: TmuxSession.shellQuoted(books.path))
        defer { session.close() }
        try await expectScreen(session, "the list", timeout: .seconds(15)) { lines in
            lines.has("Books list") && lines.has("Harry Potter and the Chamber of Secrets")
        }

        let list = try session.screen()
        #expect(
            Array(list.prefix(4)).map(trimmed) == [
                " Books list",
                "",
                " Harry Potter and the Chamber of Secrets                        J. K. Rowling ›",
                " The Da Vinci Code                                                  Dan Brown ›",
            ], "\(TmuxSession.framed(list))")
        #expect(list.count == 24 && trimmed(list[23]).hasSuffix("1/204"), "\(TmuxSession.framed(list))")

        try await session.sendKeys("Down")
        try await expectScreen(session, "the focus on the second book") { $0.has("2/204") }
        let styled = try session.styledScreen()
        #expect(
            styled.count > 3 && styled[3].allSatisfy(\.isReverse),
            "the second book's row is not in reverse video")
        #expect(
            styled.count > 2 && !styled[2].contains(where: \.isReverse),
            "the first book's row is still highlighted")

        try await session.sendKeys("Enter")
        try await expectScreen(session, "the second book's details (\"Author: Dan Brown\")") { lines in
            lines.has("Author: Dan Brown")
        }
        let details = try session.screen()
        #expect(
            Array(details.prefix(7)).map(trimmed) == [
                " ‹ Books list                  The Da Vinci Code",
                "",
                " Title: The Da Vinci Code",
                " Author: Dan Brown",
                " Genre: Mystery thriller",
                " Year: 2003",
                "",
            ], "\(TmuxSession.framed(details))")

        try await session.sendKeys("Escape")
        try await expectScreen(session, "the list again, without details") { lines in
            lines.has("Books list") && !lines.has("Author:")
        }

        try await session.sendKeys("Enter")
        try await expectScreen(session, "the second book's details again: the focus stayed on it") { lines in
            lines.has("Author: Dan Brown")
        }

        try await session.sendKeys("Escape")
        try await expectScreen(session, "the list after the second Escape") { lines in
            lines.has("Books list") && !lines.has("Author:")
        }
        try await session.sendKeys("q")
        try await expectCleanExit(session)
    }

    /// SIGTERM and SIGHUP end the app; SIGILL is what a Swift runtime trap raises on Linux.
    @Test(.requiresTmux, arguments: [SIGTERM, SIGHUP, SIGILL])
    func aSignalGivesTheTerminalBack(signal: Int32) async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("termnav-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let pidFile = directory.appendingPathComponent("books.pid")
        // The inner shell writes its pid, then becomes books: the pid is books's, and books keeps
        // the terminal as its standard input (a background job would get /dev/null).
        let command =
            #"sh -c 'echo $$ > "$1"; exec "$0"' "#
            + "\(TmuxSession.shellQuoted(books.path)) \(TmuxSession.shellQuoted(pidFile.path))"
        // Swift's crash reporter would otherwise wait for a key after a crash signal.
        let session = try TmuxSession(command: command, environment: ["SWIFT_BACKTRACE": "enable=no"])
        defer { session.close() }
        try await expectScreen(session, "the list", timeout: .seconds(15)) { $0.has("Books list") }
        try await session.sendKeys("Down", "Enter")
        try await expectScreen(session, "a details screen") { $0.has("Author:") }

        let written = try String(contentsOf: pidFile, encoding: .utf8)
        let pid = try #require(
            Int32(written.trimmingCharacters(in: .whitespacesAndNewlines)), "pid file: \(written)")
        try #require(kill(pid, signal) == 0, "kill -\(signal) \(pid) failed: errno \(errno)")

        let ended = try await session.waitForExit()
        let shown = try ended?.lines ?? session.screen()
        let (report, lines) = try #require(
            ended, "books did not end after signal \(signal)\n\(TmuxSession.framed(shown))")
        #expect(report.terminalRestored, "stty modes changed\n\(TmuxSession.framed(lines))")
        #expect(
            report.code == 128 + Int(signal),
            "expected death by signal \(signal) (exit \(128 + Int(signal)))\n\(TmuxSession.framed(lines))")
        #expect(
            !lines.has("Books list") && !lines.has("Author:"),
            "the alternate screen was not left\n\(TmuxSession.framed(lines))")
    }

    @Test func badGenerateValueIsAUsageError() throws {
        let output = try CommandRunner.run(books, arguments: ["--generate", "abc"], environment: environment)
        #expect(output.status == 2 && !output.wasSignaled, "\(output)")
        #expect(output.standardOutput.isEmpty, "stdout: \(output.standardOutput)")
        let message = try #require(oneLine(output.standardError), "stderr: \(output.standardError)")
        #expect(message.contains("abc"), "stderr: \(message)")
    }

    @Test func withoutATerminalItExplainsAndExits2() throws {
        let output = try CommandRunner.run(
            books, arguments: [], environment: environment, standardInput: "/dev/null")
        #expect(output.status == 2 && !output.wasSignaled, "\(output)")
        #expect(output.standardOutput.isEmpty, "stdout: \(output.standardOutput.debugDescription)")
        #expect(oneLine(output.standardError) != nil, "stderr: \(output.standardError.debugDescription)")
    }

    /// This process's environment with a UTF-8 locale and a usable `TERM`.
    private var environment: [String: String] {
        ProcessInfo.processInfo.environment.merging(TmuxSession.defaultEnvironment) { _, new in new }
    }

    /// The line without trailing spaces.
    private func trimmed(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }

    /// The text without its final newline, when it is exactly one non-empty line.
    private func oneLine(_ text: String) -> String? {
        let line = text.hasSuffix("\n") ? String(text.dropLast()) : text
        return line.isEmpty || line.contains("\n") ? nil : line
    }

    /// Waits for a screen that satisfies `predicate`, and fails the test showing the last screen if
    /// none comes in time.
    @discardableResult
    private func expectScreen(
        _ session: TmuxSession, _ expectation: String, timeout: Duration = .seconds(5),
        sourceLocation: SourceLocation = #_sourceLocation, _ predicate: ([String]) -> Bool
    ) async throws -> [String] {
        let found = try await session.waitFor(timeout: timeout, predicate)
        let shown = try found ?? session.screen()
        return try #require(
            found, "timed out after \(timeout) waiting for \(expectation)\n\(TmuxSession.framed(shown))",
            sourceLocation: sourceLocation)
    }

    /// Waits for the program to end and expects exit code 0, the tty modes restored and the
    /// alternate screen left (the list no longer shown).
    private func expectCleanExit(
        _ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let ended = try await session.waitForExit()
        let shown = try ended?.lines ?? session.screen()
        let (report, lines) = try #require(
            ended, "the program did not end\n\(TmuxSession.framed(shown))", sourceLocation: sourceLocation)
        #expect(
            report == TmuxSession.ExitReport(code: 0, terminalRestored: true),
            "expected [exit:0 tty:same]\n\(TmuxSession.framed(lines))", sourceLocation: sourceLocation)
        #expect(
            !lines.has("Books list") && !lines.has("Harry Potter"),
            "the alternate screen was not left\n\(TmuxSession.framed(lines))", sourceLocation: sourceLocation)
    }
}

extension [String] {
    /// Whether some line contains a text.
    fileprivate func has(_ text: String) -> Bool {
        contains { $0.contains(text) }
    }
}
