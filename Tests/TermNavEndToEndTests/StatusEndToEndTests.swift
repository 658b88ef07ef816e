import Foundation
import Testing

/// The `gallery` app's Status screen in a real terminal (tmux, 80×24): the spinner turns while
/// it is on screen and costs no CPU once a screen is pushed over it, and the link opens its page
/// through `$BROWSER`, its OSC 8 hyperlink leaving no trace on a terminal that ignores it.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct StatusEndToEndTests {
    /// The line of the Syncing row, whose spinner turns.
    static let syncingLine = 5

    @Test(.requiresTmux) func theSpinnerTurnsOnScreenAndCostsNothingOnceCovered() async throws {
        let gallery = try BuildProducts.executable(named: "gallery")
        let program = try WatchedProgram(gallery, prelude: "export TERMNAV_PATH=Status")
        let session = try TmuxSession(command: program.command)
        defer {
            session.close()
            program.remove()
        }
        let shown = try await session.waitFor(timeout: .seconds(15)) { lines in
            lines.count > Self.syncingLine && lines[Self.syncingLine].hasSuffix("Syncing")
        }
        let atStart = try session.screen()
        try #require(shown != nil, "the Status screen\n\(TmuxSession.framed(atStart))")
        // It turns with no key pressed: another frame of the spinner shows within two seconds.
        let first = try session.screen()[Self.syncingLine]
        let turned = try await session.waitFor(timeout: .seconds(2)) { $0[Self.syncingLine] != first }
        #expect(turned != nil, "the spinner turned from \(first)")

        // Covered by the empty list's screen, it stops: two seconds cost (nearly) no CPU time.
        try session.sendKeys("G", "Up", "Enter")
        let covered = try await session.waitFor(timeout: .seconds(5)) {
            $0.contains { $0.contains("No Mail") }
        }
        let atCover = try session.screen()
        try #require(covered != nil, "the empty list's screen\n\(TmuxSession.framed(atCover))")
        let pid = try #require(try await program.pid())
        try await Task.sleep(for: .milliseconds(300))
        let before = try #require(WatchedProgram.cpuTicks(of: pid))
        try await Task.sleep(for: .seconds(2))
        let after = try #require(WatchedProgram.cpuTicks(of: pid))
        #expect(after - before <= 1, "\(after - before) ticks of CPU time over two seconds covered")

        // Back on the Status screen, it turns again.
        try session.sendKeys("Escape")
        let back = try await session.waitFor(timeout: .seconds(5)) { lines in
            lines.count > Self.syncingLine && lines[Self.syncingLine].hasSuffix("Syncing")
        }
        let atBack = try session.screen()
        try #require(back != nil, "back on Status\n\(TmuxSession.framed(atBack))")
        let again = try session.screen()[Self.syncingLine]
        let turnsAgain = try await session.waitFor(timeout: .seconds(2)) { $0[Self.syncingLine] != again }
        #expect(turnsAgain != nil, "the spinner turned again from \(again)")
        try session.sendKeys("q")
        let ended = try await session.waitForExit(timeout: .seconds(10))
        #expect(ended?.report == TmuxSession.ExitReport(code: 0, terminalRestored: true))
    }

    @Test(.requiresTmux) func theLinkOpensItsPageThroughTheBrowserAndLeavesTheScreenClean() async throws {
        let gallery = try BuildProducts.executable(named: "gallery")
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("termnav-browser-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let opened = directory.appendingPathComponent("opened")
        let browser = directory.appendingPathComponent("browser")
        try "#!/bin/sh\nprintf '%s\\n' \"$1\" >> \(TmuxSession.shellQuoted(opened.path))\n"
            .write(to: browser, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: browser.path)
        // The link is sent as an OSC 8 hyperlink, which this tmux takes in and does not show.
        let session = try TmuxSession(
            command: TmuxSession.shellQuoted(gallery.path),
            environment: ["TERMNAV_PATH": "Status", "BROWSER": browser.path, "TERMNAV_HYPERLINKS": "1"])
        defer { session.close() }
        let link = " TermNav on the web"
        let shown = try await session.waitFor(timeout: .seconds(15)) { $0.contains(link) }
        let atStart = try session.screen()
        try #require(shown != nil, "the Status screen\n\(TmuxSession.framed(atStart))")
        try session.sendKeys("G", "Enter")
        var lines: [String] = []
        for _ in 0..<50 where lines.isEmpty {
            try await Task.sleep(for: .milliseconds(100))
            lines =
                (try? String(contentsOf: opened, encoding: .utf8))?.split(separator: "\n").map(String.init)
                ?? []
        }
        #expect(lines == ["https://example.com/termnav"])
        let screen = try session.screen()
        #expect(
            screen.first?.hasPrefix(" ‹ Gallery") == true,
            "still the Status screen\n\(TmuxSession.framed(screen))")
        #expect(
            screen.contains(link), "the link's row reads as its text alone\n\(TmuxSession.framed(screen))")
        #expect(!screen.joined().contains("8;;"), "no part of a hyperlink sequence shows")
        try session.sendKeys("q")
        let ended = try await session.waitForExit(timeout: .seconds(10))
        #expect(ended?.report == TmuxSession.ExitReport(code: 0, terminalRestored: true))
    }
}
