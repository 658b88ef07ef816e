import Foundation
import Testing

/// The real `gallery` binary in a real terminal (tmux, 80×24): its wide table scrolls sideways
/// with → and ←, marking with `…` what goes on past either edge; Esc still goes back.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct ScrollingEndToEndTests {
    /// The `gallery` executable built beside the tests.
    let gallery: URL

    init() throws {
        gallery = try BuildProducts.executable(named: "gallery")
    }

    /// The screen as tmux shows it, framed for a failure message.
    private func shown(_ session: TmuxSession) -> String {
        TmuxSession.framed((try? session.screen()) ?? [])
    }

    @Test(.requiresTmux) func theWideTableScrollsWithTheArrowKeys() async throws {
        let session = try TmuxSession(command: TmuxSession.shellQuoted(gallery.path))
        defer { session.close() }
        let root = try await session.waitFor(timeout: .seconds(15)) { $0.first == " Gallery" }
        try #require(root != nil, "the Gallery list at launch")
        // Scrolling is three rows before the last (Controls, Status, then Tabs).
        try session.sendKeys("End")
        try session.sendKeys("Up")
        try session.sendKeys("Up")
        try session.sendKeys("Up")
        try session.sendKeys("Enter")
        let scrolling = try await session.waitFor { lines in lines.contains { $0.hasPrefix(" A wide table") }
        }
        try #require(scrolling != nil, "the Scrolling screen\n\(shown(session))")
        try session.sendKeys("Down")
        try session.sendKeys("Enter")
        let table = try await session.waitFor { lines in
            lines.contains {
                $0.hasPrefix(" Mercury   0       57.9 million km         88 days") && $0.hasSuffix("…")
            }
        }
        try #require(table != nil, "the table, cut at the right\n\(shown(session))")

        for _ in 0..<9 { try session.sendKeys("Right") }
        let scrolled = try await session.waitFor { lines in
            lines.contains {
                $0.hasPrefix(" …y   0       57.9 million km") && $0.hasSuffix("A planet of the solar system")
            }
        }
        #expect(scrolled != nil, "scrolled to its right end\n\(shown(session))")

        for _ in 0..<9 { try session.sendKeys("Left") }
        let back = try await session.waitFor { lines in
            lines.contains { $0.hasPrefix(" Mercury   0") }
        }
        #expect(back != nil, "scrolled back to its left end\n\(shown(session))")

        try session.sendKeys("Escape")
        let popped = try await session.waitFor { lines in lines.contains { $0.hasPrefix(" A wide table") } }
        #expect(popped != nil, "back on the Scrolling screen\n\(shown(session))")

        try session.sendKeys("q")
        let ended = try await session.waitForExit()
        #expect(ended?.report == TmuxSession.ExitReport(code: 0, terminalRestored: true))
    }
}
