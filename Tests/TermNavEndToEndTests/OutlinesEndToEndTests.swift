import Foundation
import Testing

/// The real `gallery` binary in a real terminal (tmux, 80×24), opened on its "Outlines" screen by
/// a deep link: → expands the file tree's folder and enters it, ← climbs back and collapses it.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct OutlinesEndToEndTests {
    /// The `gallery` executable built beside the tests.
    let gallery: URL

    init() throws {
        gallery = try BuildProducts.executable(named: "gallery")
    }

    @Test(.requiresTmux) func arrowsExpandAndCollapseAnOutlineInARealTerminal() async throws {
        let session = try TmuxSession(
            command: "TERMNAV_PATH=Outlines " + TmuxSession.shellQuoted(gallery.path))
        defer { session.close() }
        let shown = try await session.waitFor(timeout: .seconds(15)) {
            $0.contains(" ▸ ▭ Sources") && $0.contains(" ▸ ⚙ Display")
        }
        try #require(shown != nil, "the Outlines screen")
        // Down past the settings' group to the first folder; → expands it. Keys read in one
        // batch act on the screen as last drawn, so each waits for the frame before.
        try session.sendKeys("Down", "Right")
        let sources = try await session.waitFor { $0.contains(" ▾ ▭ Sources") && $0.contains("   ▸ ▭ App") }
        try #require(sources != nil, "Sources expanded")
        // → enters App, → expands it.
        try session.sendKeys("Right")
        let entered = try await session.waitFor { $0.last?.contains("3/7") == true }
        try #require(entered != nil, "the focus on App")
        try session.sendKeys("Right")
        let app = try await session.waitFor { $0.contains("       ▯ main.swift") }
        #expect(app != nil, "App expanded")
        // ← collapses App, ← goes up to Sources, ← collapses it.
        try session.sendKeys("Left")
        let folded = try await session.waitFor { $0.contains("   ▸ ▭ App") }
        try #require(folded != nil, "App collapsed")
        try session.sendKeys("Left")
        let up = try await session.waitFor { $0.last?.contains("2/7") == true }
        try #require(up != nil, "the focus on Sources")
        try session.sendKeys("Left")
        let collapsed = try await session.waitFor {
            $0.contains(" ▸ ▭ Sources") && !$0.contains { $0.contains("App") }
        }
        #expect(collapsed != nil, "Sources collapsed")
        try session.sendText("q")
        let exit = try await session.waitForExit()
        #expect(exit != nil, "q quits")
    }
}
