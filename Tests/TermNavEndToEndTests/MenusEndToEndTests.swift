import Foundation
import Testing

/// The real `gallery` binary in a real terminal (tmux, 80×24), on its "Menus" screen: Enter
/// opens a menu's box, the arrows choose, → opens a nested menu, Enter runs a button two menus
/// deep; `m` opens a row's context menu and a click on an item chooses it.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct MenusEndToEndTests {
    /// The `gallery` executable built beside the tests.
    let gallery: URL

    init() throws {
        gallery = try BuildProducts.executable(named: "gallery")
    }

    /// Whether the Chosen row says what was chosen.
    static func shows(chosen: String, in lines: [String]) -> Bool {
        lines.contains { $0.hasPrefix(" Chosen ") && $0.hasSuffix(" " + chosen) }
    }

    @Test(.requiresTmux) func aMenuChosenInARealTerminal() async throws {
        let session = try TmuxSession(command: TmuxSession.shellQuoted(gallery.path))
        defer { session.close() }
        let root = try await session.waitFor(timeout: .seconds(15)) { $0.contains { $0.hasPrefix(" Menus") } }
        let atLaunch = try #require(root, "the Gallery list at launch")
        // Down to the Menus row, wherever the list has it.
        let menusRow = try #require(atLaunch.firstIndex { $0.hasPrefix(" Menus") })
        let firstRow = try #require(atLaunch.firstIndex { $0.hasPrefix(" Widths") })
        for _ in firstRow..<menusRow { try session.sendKeys("Down") }
        try session.sendKeys("Enter")
        let screen = try await session.waitFor { Self.shows(chosen: "Nothing yet", in: $0) }
        try #require(screen != nil, "the Menus screen")

        // Enter opens Sort's box; Down chooses By Author; Enter runs it and closes the box.
        try session.sendKeys("Enter")
        let open = try await session.waitFor { lines in lines.contains { $0.contains("│ By Author ") } }
        try #require(open != nil, "Sort's box")
        try session.sendKeys("Down")
        try session.sendKeys("Enter")
        let sorted = try await session.waitFor {
            Self.shows(chosen: "Sorted by author", in: $0) && !$0.contains { $0.contains("┌") }
        }
        #expect(sorted != nil, "By Author chosen, the box closed")

        // Two menus deep: More, then Danger, then Delete All.
        try session.sendKeys("Enter")
        try session.sendKeys("End")
        try session.sendKeys("Right")
        let more = try await session.waitFor { lines in lines.contains { $0.contains("│ Sort › More ") } }
        try #require(more != nil, "More's level")
        try session.sendKeys("Down")
        try session.sendKeys("Right")
        let danger = try await session.waitFor { lines in
            lines.contains { $0.contains("Sort › More › Danger") }
        }
        try #require(danger != nil, "Danger's level")
        try session.sendKeys("Escape")
        let back = try await session.waitFor { lines in
            lines.contains { $0.contains("│ Sort › More ") } && !lines.contains { $0.contains("› Danger │") }
        }
        #expect(back != nil, "Esc closed one level")
        try session.sendKeys("Right")
        try session.sendKeys("Enter")
        let deleted = try await session.waitFor { Self.shows(chosen: "Deleted all", in: $0) }
        #expect(deleted != nil, "Delete All chosen")

        // The context menu of Dune, its first item clicked.
        try session.sendKeys("Down")
        try session.sendKeys("Down")
        try session.sendText("m")
        let context = try await session.waitFor { lines in lines.contains { $0.contains("☍ Copy Link") } }
        let lines = try #require(context, "Dune's context menu")
        let y = try #require(lines.firstIndex { $0.contains("☍ Copy Link") })
        let found = try #require(lines[y].range(of: "Copy Link"))
        let x = lines[y].distance(from: lines[y].startIndex, to: found.lowerBound)
        try session.sendBytes(Array("\u{1B}[<0;\(x + 1);\(y + 1)M\u{1B}[<0;\(x + 1);\(y + 1)m".utf8))
        let copied = try await session.waitFor { Self.shows(chosen: "Copied a link to Dune", in: $0) }
        #expect(copied != nil, "Copy Link clicked")
    }
}
