import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real `books` binary as a screen-reader user meets it: in a real terminal (tmux) the
/// cursor stands on what has the focus, and over a pipe the app prints one line per change.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct AccessibilityEndToEndTests {
    /// The `books` executable built beside the tests.
    let books: URL
    /// Where `books` keeps its settings for these tests: a folder of their own, so the list is in
    /// the catalog's order.
    let config: URL

    init() throws {
        books = try BuildProducts.executable(named: "books")
        config = FileManager.default.temporaryDirectory
            .appendingPathComponent("termnav-a11y-\(UUID().uuidString)", isDirectory: true)
    }

    /// This process's environment with a UTF-8 locale, a usable `TERM` and settings of its own.
    private var environment: [String: String] {
        ProcessInfo.processInfo.environment.merging(TmuxSession.defaultEnvironment) { _, new in new }
            .merging(["XDG_CONFIG_HOME": config.path]) { _, new in new }
    }

    @Test(.requiresTmux) func theCursorRestsOnTheFocusedLabelAndOnANewScreensTitle() async throws {
        defer { try? FileManager.default.removeItem(at: config) }
        let session = try TmuxSession(
            command: TmuxSession.shellQuoted(books.path), environment: ["XDG_CONFIG_HOME": config.path])
        defer { session.close() }
        try await expectCursor(session, x: 1, y: 0, visible: false, "at launch, on the list's title")
        try session.sendKeys("Down")
        try await expectCursor(session, x: 1, y: 3, visible: false, "Down: on The Da Vinci Code")
        try session.sendKeys("Enter")
        let pushed = try #require(
            try await session.waitFor { $0.first?.contains("The Da Vinci Code") == true }, "the book's screen"
        )
        let titleColumn = try #require(pushed[0].range(of: "The Da Vinci Code")).lowerBound
        let x = pushed[0].distance(from: pushed[0].startIndex, to: titleColumn)
        try await expectCursor(session, x: x, y: 0, visible: false, "pushed: on the book's title")
        try session.sendKeys("Down")
        try await expectCursor(session, x: 1, y: 6, visible: false, "then on Read, the focused row")
        try session.sendKeys("Escape")
        try await expectCursor(session, x: 1, y: 0, visible: false, "popped: on the list's title")
        try session.sendKeys("q")
    }

    @Test(.requiresTmux) func termnavCursorShowsTheCursorAtTheFocus() async throws {
        defer { try? FileManager.default.removeItem(at: config) }
        let session = try TmuxSession(
            command: TmuxSession.shellQuoted(books.path),
            environment: ["XDG_CONFIG_HOME": config.path, "TERMNAV_CURSOR": "1"])
        defer { session.close() }
        try session.sendKeys("Down", "Down")
        try await expectCursor(session, x: 1, y: 4, visible: true, "shown, on The Alchemist")
        try session.sendKeys("q")
    }

    @Test(.requiresTmux) func f12LeavesTheScreenForLinesAndComesBackRedrawn() async throws {
        defer { try? FileManager.default.removeItem(at: config) }
        let session = try TmuxSession(
            command: TmuxSession.shellQuoted(books.path), environment: ["XDG_CONFIG_HOME": config.path])
        defer { session.close() }
        try await expectCursor(session, x: 1, y: 0, visible: false, "at launch, on the list's title")
        try session.sendKeys("F12")
        let said = try await session.waitFor {
            $0.contains { $0.hasPrefix("Books list, 205 items. Harry Potter") }
        }
        #expect(said != nil, "F12: the screen said as a line")
        #expect(try session.screenModes() == (alternateScreen: false, cursorVisible: true))
        // Keys one at a time: Down, then 3 and Enter, which opens the third book.
        try session.sendKeys("Down")
        let moved = try await session.waitFor { $0.contains { $0.hasPrefix("The Da Vinci Code Mystery") } }
        #expect(moved != nil, "Down said")
        try session.sendKeys("3", "Enter")
        let pushed = try await session.waitFor { $0.contains("Pushed The Alchemist") }
        #expect(pushed != nil, "3 then Enter opens the third")
        try session.sendKeys("Escape", "F12")
        let back = try await session.waitFor { $0.first?.contains("Books list") == true && $0.count > 4 }
        #expect(back?[4].contains("The Alchemist") == true, "drawn whole again: \(back ?? [])")
        #expect(try session.screenModes() == (alternateScreen: true, cursorVisible: false))
        try await expectCursor(session, x: 1, y: 4, visible: false, "back: on The Alchemist")
        try session.sendKeys("q")
    }

    @Test(.requiresTmux) func startedLinearTheShellsScreenIsNeverLeftAndKeepsTheLines() async throws {
        defer { try? FileManager.default.removeItem(at: config) }
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("termnav-a11y-output-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        // The pause lets the recording start before the app writes anything.
        let session = try TmuxSession(
            command: "echo before; sleep 0.5; \(TmuxSession.shellQuoted(books.path)) --accessible",
            environment: ["XDG_CONFIG_HOME": config.path])
        defer { session.close() }
        try session.recordOutput(to: output.path)
        let said = try await session.waitFor { $0.contains { $0.hasPrefix("Books list, 205 items.") } }
        try #require(said != nil, "the first line")
        #expect(try session.screenModes() == (alternateScreen: false, cursorVisible: true))
        try session.sendKeys("Down")
        let moved = try await session.waitFor { $0.contains { $0.hasPrefix("The Da Vinci Code Mystery") } }
        try #require(moved != nil, "Down said")
        try session.sendKeys("q")
        let exit = try await session.waitForExit()
        #expect(exit?.report == .init(code: 0, terminalRestored: true))
        // The lines stay where they were written, in the shell's scrollback, the shell's own
        // output below them: the cursor never went back to where the app started.
        let transcript = try session.transcript().filter { !$0.isEmpty }
        #expect(
            Array(transcript.prefix(4)) == [
                "before",
                "Books list, 205 items. Harry Potter and the Chamber of Secrets Fantasy, J. K. Rowling, button, opens, 1 of 205",
                "The Da Vinci Code Mystery thriller, Dan Brown, button, opens, 2 of 205",
                "[exit:0 tty:same]",
            ], "\(transcript)")
        let written = try String(contentsOf: output, encoding: .utf8)
        #expect(
            !written.contains("\u{1B}[?1049h") && !written.contains("\u{1B}[?47h"),
            "no alternate screen: \(written.debugDescription)")
        #expect(!written.contains("\u{1B}[H"), "no cursor sent home: \(written.debugDescription)")
    }

    @Test(.requiresTmux) func inFilesTheCursorFollowsTheFocusIntoAFolderAndBack() async throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent(
            "termnav-a11y-files-\(UUID().uuidString)")
        try manager.createDirectory(
            at: root.appendingPathComponent("docs"), withIntermediateDirectories: true)
        for name in ["docs/todo.txt", "docs/plan.txt", "readme.txt"] {
            try Data().write(to: root.appendingPathComponent(name))
        }
        defer { try? manager.removeItem(at: root) }
        let files = try BuildProducts.executable(named: "files")
        let session = try TmuxSession(
            command: "\(TmuxSession.shellQuoted(files.path)) \(TmuxSession.shellQuoted(root.path))")
        defer { session.close() }
        let listing = try await session.waitFor(timeout: .seconds(15)) {
            $0.contains { $0.contains("readme.txt") }
        }
        try #require(listing != nil, "the folder listed")
        try await expectCursor(session, x: 1, y: 0, visible: false, "at launch, on the folder's title")
        try session.sendKeys("Down")
        try await expectCursor(session, x: 1, y: 3, visible: false, "Down: on readme.txt")
        try session.sendKeys("Up", "Enter")
        _ = try await session.waitFor { $0.contains { $0.contains("todo.txt") } }
        try await expectCursor(session, x: 41, y: 0, visible: false, "pushed: on the folder's title")
        try session.sendKeys("Down")
        try await expectCursor(session, x: 1, y: 3, visible: false, "then on todo.txt")
        try session.sendKeys("Escape")
        try await expectCursor(session, x: 1, y: 0, visible: false, "popped: on the first folder's title")
        try session.sendKeys("q")
    }

    @Test(.requiresTmux) func inAFormTheCursorStandsAtEachFieldsInsertionPoint() async throws {
        let gallery = try BuildProducts.executable(named: "gallery")
        let session = try TmuxSession(command: TmuxSession.shellQuoted(gallery.path))
        defer { session.close() }
        let launched = try await session.waitFor(timeout: .seconds(15)) {
            $0.contains { $0.hasPrefix(" Controls") }
        }
        try #require(launched != nil, "the Gallery list")
        for _ in 0..<8 { try session.sendKeys("Down") }
        try session.sendKeys("Enter")
        let controls = try await session.waitFor { $0.contains(" Your name") }
        try #require(controls != nil, "the Controls screen")
        try await expectCursor(session, x: 1, y: 3, visible: true, "shown, in the empty name field")
        try session.sendKeys("Tab")
        try await expectCursor(session, x: 1, y: 4, visible: true, "Tab: in the password field")
        try session.sendKeys("Tab")
        try await expectCursor(session, x: 13, y: 5, visible: true, "Tab: in the City field, after Oslo")
        try session.sendKeys("Down")
        try await expectCursor(session, x: 5, y: 6, visible: true, "Down: in the amount field, after 12.5")
        try session.sendKeys("Escape", "q")
    }

    @Test func overAPipeItPrintsEachChangeAndExits0AtTheEndOfInput() throws {
        defer { try? FileManager.default.removeItem(at: config) }
        let input = FileManager.default.temporaryDirectory
            .appendingPathComponent("termnav-a11y-input-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: input) }
        try "down\ndown\nenter\ndown\nenter\nesc\n".write(to: input, atomically: true, encoding: .utf8)
        let output = try CommandRunner.run(
            books, arguments: [], environment: environment, standardInput: input.path)
        #expect(output.status == 0 && !output.wasSignaled, "\(output)")
        #expect(
            output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false) == [
                "Books list, 205 items. Harry Potter and the Chamber of Secrets Fantasy, J. K. Rowling, button, opens, 1 of 205",
                "The Da Vinci Code Mystery thriller, Dan Brown, button, opens, 2 of 205",
                "The Alchemist Fantasy, Paulo Coelho, button, opens, 3 of 205",
                "Pushed The Alchemist",
                "The Alchemist. Title: The Alchemist. Genre: Fantasy. Year: 1988. Author: Paulo Coelho, button, opens",
                "Read, button",
                "Read, button, selected",
                "Back to Books list",
                "Books list, 205 items. The Alchemist Fantasy, Paulo Coelho, button, opens, 3 of 205",
                "",
            ], "stdout: \(output.standardOutput)")
        #expect(!output.standardOutput.contains("\u{1B}"), "no escape sequence")
    }

    @Test func accessibleOnATerminalThatCannotDrawWorksTheSame() throws {
        defer { try? FileManager.default.removeItem(at: config) }
        var environment = environment
        environment["TERM"] = "dumb"
        let output = try CommandRunner.run(books, arguments: ["--accessible"], environment: environment)
        #expect(output.status == 0 && !output.wasSignaled, "\(output)")
        #expect(output.standardOutput.hasPrefix("Books list, 205 items. "), "\(output)")
    }

    /// Waits for the pane's cursor to stand at a cell, shown or hidden; fails the test at the
    /// caller when it does not come there in time.
    private func expectCursor(
        _ session: TmuxSession, x: Int, y: Int, visible: Bool, _ comment: Comment,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        for _ in 0..<100 {
            if try session.cursor() == (x: x, y: y, isVisible: visible) { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        let screen = try session.screen().enumerated().map { "\($0.offset): \($0.element)" }
        Issue.record(
            "\(comment): the cursor is at \(try session.cursor())\n\(screen.joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    }
}
