import Foundation
import Testing

/// The real `gallery` binary in a real terminal (tmux, 80×24), on its "Tabs" screen: Alt-digits
/// (sent as tmux sends Meta: `ESC` and the digit) and a mouse click choose tabs, and a screen
/// pushed in one tab is there again when the tab is chosen again.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct TabsEndToEndTests {
    /// The `gallery` executable built beside the tests.
    let gallery: URL

    init() throws {
        gallery = try BuildProducts.executable(named: "gallery")
    }

    @Test(.requiresTmux) func tabsChosenWithAltDigitsAndTheMouse() async throws {
        let session = try TmuxSession(command: TmuxSession.shellQuoted(gallery.path))
        defer { session.close() }
        let root = try await session.waitFor(timeout: .seconds(15)) { $0.first == " Gallery" }
        try #require(root != nil, "the Gallery list at launch")
        // Tabs is the last row but one, above Look.
        try session.sendKeys("End", "Up", "Enter")
        let tabs = try await session.waitFor { $0.contains(" [▤ Inbox 3]  ➤ Sent   ⚙ Settings") }
        try #require(tabs != nil, "the Tabs screen\n\(TmuxSession.framed((try? session.screen()) ?? []))")
        try session.sendKeys("Enter")
        let pushed = try await session.waitFor { $0.contains(" From the Inbox tab") }
        try #require(pushed != nil, "a message pushed in the Inbox tab")

        try session.sendKeys("M-2")
        let sent = try await session.waitFor {
            $0.contains { $0.hasPrefix(" Re: Lunch") } && $0.contains { $0.contains("[➤ Sent]") }
        }
        #expect(sent != nil, "Alt-2 shows Sent")

        // A click on Settings in the tab bar, the line above the help line.
        let lines = try session.screen()
        let bar = try #require(lines.firstIndex { $0.contains("⚙ Settings") })
        let column = try #require(lines[bar].firstRange(of: "Settings")).lowerBound
        let x = lines[bar].distance(from: lines[bar].startIndex, to: column) + 1
        try session.sendBytes(Array("\u{1B}[<0;\(x);\(bar + 1)M\u{1B}[<0;\(x);\(bar + 1)m".utf8))
        let settings = try await session.waitFor { $0.contains { $0.hasPrefix(" Notifications") } }
        #expect(
            settings != nil, "the click shows Settings\n\(TmuxSession.framed((try? session.screen()) ?? []))")

        // Back to the inbox: the message pushed there is on top.
        try session.sendKeys("M-1")
        let kept = try await session.waitFor { $0.contains(" From the Inbox tab") }
        #expect(kept != nil, "Alt-1 shows the Inbox tab's pushed message")
        try session.sendText("q")
        let exit = try await session.waitForExit()
        #expect(exit != nil, "q quits")
    }
}
