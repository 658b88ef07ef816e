import Foundation
import Testing

/// The real `gallery` binary in a real terminal (tmux, 80×24), on its "Dialogs" screen: `/`
/// searches, typed letters filter the list, Esc empties the search, and an alert's box is drawn
/// over the list, its buttons chosen with arrows and Enter.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct DialogsEndToEndTests {
    /// The `gallery` executable built beside the tests.
    let gallery: URL

    init() throws {
        gallery = try BuildProducts.executable(named: "gallery")
    }

    @Test(.requiresTmux) func searchAndAnAlertInARealTerminal() async throws {
        let session = try TmuxSession(command: TmuxSession.shellQuoted(gallery.path))
        defer { session.close() }
        let root = try await session.waitFor(timeout: .seconds(15)) { $0.first == " Gallery" }
        try #require(root != nil, "the Gallery list at launch")
        for _ in 0..<5 { try session.sendKeys("Down") }
        try session.sendKeys("Enter")
        let opened = try await session.waitFor { $0.count > 3 && $0[2] == " ⌕ Search fruits" }
        try #require(
            opened != nil, "the Dialogs screen\n\(TmuxSession.framed((try? session.screen()) ?? []))")

        try session.sendText("/an")
        let filtered = try await session.waitFor { lines in
            lines[2] == " ⌕ an" && lines[3] == " Remove all…" && lines[4] == " Banana" && lines[5] == " Mango"
                && lines[6].isEmpty
        }
        #expect(filtered != nil, "filtered by \"an\"\n\(TmuxSession.framed((try? session.screen()) ?? []))")

        try session.sendKeys("Escape")
        let cleared = try await session.waitFor { $0[2] == " ⌕ Search fruits" && $0[4] == " Apple" }
        #expect(cleared != nil, "the search emptied\n\(TmuxSession.framed((try? session.screen()) ?? []))")

        try session.sendKeys("Enter")
        let alert = try await session.waitFor { lines in
            lines.contains { $0.contains("Remove every fruit?") }
                && lines.contains { $0.contains("[ Cancel ]  [ Remove ]") }
        }
        #expect(alert != nil, "the alert\n\(TmuxSession.framed((try? session.screen()) ?? []))")
        try session.sendKeys("Right", "Enter")
        let emptied = try await session.waitFor { lines in
            lines[3] == " Remove all…" && lines[4].isEmpty && !lines.contains { $0.contains("┌") }
        }
        #expect(emptied != nil, "every fruit removed\n\(TmuxSession.framed((try? session.screen()) ?? []))")

        try session.sendKeys("q")
        let ended = try await session.waitForExit()
        #expect(ended?.report == TmuxSession.ExitReport(code: 0, terminalRestored: true))
    }
}
