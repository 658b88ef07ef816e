import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Suspend and resume, as a shell user expects: the real `books` binary in a real terminal
/// (tmux, 80×24), stopped with Ctrl-Z under an interactive bash and brought back with `fg`, and
/// stopped and continued from outside with `kill -TSTP` and `kill -CONT`. While stopped, the
/// terminal is the shell's (its modes, its screen, the cursor); back, the app is exactly as it
/// was, focus and stack included.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct SuspendEndToEndTests {
    /// The `books` executable built beside the tests.
    let books: URL

    init() throws {
        books = try BuildProducts.executable(named: "books")
    }

    /// The interactive shell the Ctrl-Z test types into: no startup files, no history file, `$ `
    /// as its prompt.
    static let shell = "bash --norc --noprofile -i"

    @Test(.requiresTmux) func controlZThenFgComesBackAsItWas() async throws {
        let session = try TmuxSession(
            command: Self.shell, environment: ["PS1": "$ ", "HISTFILE": "/dev/null"])
        defer { session.close() }
        try await session.expectScreen(["$"], "the shell's prompt", timeout: .seconds(15))
        try typeLine(#"before=$(stty -g); clear"#, in: session)
        try await session.expectScreen(["$"], "the screen cleared")
        try typeLine(TmuxSession.shellQuoted(books.path), in: session)
        try await session.expectScreen(
            BooksEndToEndTests.list(focusedOn: 1), "the list", timeout: .seconds(15))
        try session.sendKeys("Down")
        try await session.expectScreen(BooksEndToEndTests.list(focusedOn: 2), "the focus on the second book")
        try session.sendKeys("Enter")
        try await session.expectScreen(BooksEndToEndTests.secondBooksDetails, "the second book's details")

        try session.sendKeys("C-z")
        let stopped = try await session.waitFor { $0.has("Stopped") }
        let shown = try stopped ?? session.screen()
        #expect(stopped != nil, "bash reports the job stopped\n\(TmuxSession.framed(shown))")
        #expect(
            shown.first?.hasPrefix("$ ") == true && !shown.has("Title:"),
            "the shell's own screen, the alternate screen left\n\(TmuxSession.framed(shown))")
        try typeLine(#"[ "$before" = "$(stty -g)" ] && echo "modes as before""#, in: session)
        let modes = try session.screenModes()
        #expect(!modes.alternateScreen && modes.cursorVisible, "while stopped: \(modes)")
        let restored = try await session.waitFor { $0.contains("modes as before") }
        let whileStopped = try restored ?? session.screen()
        #expect(restored != nil, "stty -g while stopped\n\(TmuxSession.framed(whileStopped))")

        try typeLine("fg", in: session)
        try await session.expectScreen(BooksEndToEndTests.secondBooksDetails, "the details again after fg")
        try await session.expectFocus(onLine: 3)
        try session.sendKeys("Escape")
        try await session.expectScreen(
            BooksEndToEndTests.list(focusedOn: 2), "the list below, as it was left")
        try await session.expectFocus(onLine: 3)

        try session.sendKeys("q")
        let back = try await session.waitFor { $0.last { !$0.isEmpty } == "$" }
        let afterQuit = try back ?? session.screen()
        #expect(back != nil, "the prompt after quitting\n\(TmuxSession.framed(afterQuit))")
        try typeLine(
            #"rc=$?; if [ "$before" = "$(stty -g)" ]; then t=same; else t=changed; fi; "#
                + #"printf '[exit:%s tty:%s]\n' "$rc" "$t""#, in: session)
        let ended = try await session.waitForExit()
        let final = try ended?.lines ?? session.screen()
        #expect(ended?.report == TmuxSession.ExitReport(code: 0, terminalRestored: true))
        #expect(!final.has("Books list  "), "the alternate screen left\n\(TmuxSession.framed(final))")
    }

    @Test(.requiresTmux) func killTSTPAndKillCONTFromOutside() async throws {
        let program = try WatchedProgram(books)
        defer { program.remove() }
        let session = try TmuxSession(command: program.command)
        defer { session.close() }
        try await session.expectScreen(
            BooksEndToEndTests.list(focusedOn: 1), "the list", timeout: .seconds(15))
        try session.sendKeys("Down", "Enter")
        try await session.expectScreen(BooksEndToEndTests.secondBooksDetails, "the second book's details")
        let pid = try #require(try await program.pid())

        try #require(kill(pid, SIGTSTP) == 0)
        let stoppedAfter = try await WatchedProgram.wait(for: pid, toBe: .stopped)
        #expect(stoppedAfter != nil, "books stopped after kill -TSTP")
        try await session.expectScreen([], "the shell's screen, empty: the alternate screen left")
        let stoppedModes = try session.paneTerminalModes()
        let screenModes = try session.screenModes()
        #expect(!screenModes.alternateScreen && screenModes.cursorVisible, "while stopped: \(screenModes)")
        #expect(try !session.reportsMouse(), "mouse reporting off while stopped")

        try #require(kill(pid, SIGCONT) == 0)
        try await session.expectScreen(
            BooksEndToEndTests.secondBooksDetails, "the details again after kill -CONT")
        try await session.expectFocus(onLine: 3)
        #expect(try session.reportsMouse(), "mouse reporting on again after kill -CONT")
        #expect(WatchedProgram.state(of: pid) == .running)
        try session.sendKeys("Escape")
        try await session.expectScreen(BooksEndToEndTests.list(focusedOn: 2), "the list, as it was left")

        // Again, resized while stopped: the size is read afresh on continue.
        try #require(kill(pid, SIGTSTP) == 0)
        let stoppedAgainAfter = try await WatchedProgram.wait(for: pid, toBe: .stopped)
        #expect(stoppedAgainAfter != nil, "books stopped after the second kill -TSTP")
        try session.resize(width: 40, height: 10)
        try #require(kill(pid, SIGCONT) == 0)
        try await session.expectScreen(
            [
                " Books list          Sort: catalog  Add",
                "",
                " Harry Potter and the Chamber of Sec… ›",
                " The Da Vinci Code Mystery thriller   ›",
                " The Alchemist Fantasy   Paulo Coelho ›",
                " Don Quixote Satire Miguel de Cervan… ›",
                " Robinson Crusoe Adventure Daniel De… ›",
                " Gulliver's Travels Satire Jonathan … ›",
                " Candide Satire              Voltaire ›",
                " ↑↓ move  Enter open              2/\(BooksEndToEndTests.rowCount)",
            ], "the list at 40×10 after kill -CONT")
        try await session.expectFocus(onLine: 3)

        try session.sendKeys("q")
        let ended = try await session.waitForExit()
        #expect(ended?.report == TmuxSession.ExitReport(code: 0, terminalRestored: true))
        let finalModes = try session.paneTerminalModes()
        #expect(
            finalModes == stoppedModes,
            "the tty modes while stopped were the shell's: the same as after the app ended")
    }

    /// Where no shell could continue it (the pane runs it without job control: an orphaned
    /// process group), Ctrl-Z does not stop the app: it carries on, redrawn.
    @Test(.requiresTmux) func controlZWithoutJobControlCarriesOn() async throws {
        let program = try WatchedProgram(books)
        defer { program.remove() }
        let session = try TmuxSession(command: program.command)
        defer { session.close() }
        try await session.expectScreen(
            BooksEndToEndTests.list(focusedOn: 1), "the list", timeout: .seconds(15))
        let pid = try #require(try await program.pid())
        try session.sendKeys("C-z", "Down")
        try await session.expectScreen(BooksEndToEndTests.list(focusedOn: 2), "the focus moved after Ctrl-Z")
        try await session.expectFocus(onLine: 3)
        #expect(WatchedProgram.state(of: pid) == .running)
        try session.sendKeys("q")
        let ended = try await session.waitForExit()
        #expect(ended?.report == TmuxSession.ExitReport(code: 0, terminalRestored: true))
    }

    /// Types a line of text into the pane and presses Enter.
    private func typeLine(_ text: String, in session: TmuxSession) throws {
        try session.sendText(text)
        try session.sendKeys("Enter")
    }
}
