import TermNav
import TermNavTesting
import Testing

@testable import gallery

/// The gallery's Status screen, headless: progress views, gauges, badges and a link in both glyph sets,
/// Step moving the bars on, and the empty list's view.
@MainActor @Suite struct GalleryStatusTests {
    @Test func theStatusScreenInUTF8() throws {
        let driver = TestDriver(app: GalleryApp(), width: 50, height: 22)
        try driver.follow(path: ["Status"])
        driver.expectScreen([
            " ‹ Gallery            Status",
            "",
            " Progress",
            " Photos ███████████████▍░░░░░░░░░░░░░░░░░░░░░░░░░",
            " Songs █████████████▏░░░░░░░░░░░░░░░░░░░░░ 3 of 8",
            " ⠋ Syncing",
            " Disk                                           ◕",
            " Step",
            "",
            " Gauges",
            " Battery 0 ███████████████████▊░░░░░░░░░░░░ 1 62%",
            " Speed                                          ◔",
            "",
            " Badges",
            " Inbox                                       12 ›",
            " ▯ Drafts                                     new",
            " An empty list",
            "",
            " Links",
            " TermNav on the web",
            "",
            " ↑↓ move  Esc back  q quit                   1/11",
        ])
    }

    @Test func theLinkOpensItsPageInTheBrowser() throws {
        let driver = TestDriver(app: GalleryApp(), width: 50, height: 22)
        try driver.follow(path: ["Status"])
        driver.press(.end)
        #expect(driver.focusedText == "TermNav on the web")
        #expect(driver.cells(of: "TermNav on the web")?.allSatisfy(\.isUnderline) == true)
        driver.press(.return)
        #expect(driver.openedURLs.map(\.absoluteString) == ["https://example.com/termnav"])
        #expect(driver.depth == 2)
    }

    @Test func stepMovesTheBarsOnAndASCIIHasWholeCells() throws {
        let driver = TestDriver(app: GalleryApp(), width: 50, height: 20, unicode: false)
        try driver.follow(path: ["Status"])
        driver.press(.downArrow, .downArrow, .downArrow, .downArrow, .return)
        driver.expectLines(
            [
                " Photos ####################---------------------",
                " Songs #################------------------ 4 of 8",
                " | Syncing",
                " Disk                                         80%",
            ], from: 3)
    }

    @Test func theEmptyListsView() throws {
        let driver = TestDriver(app: GalleryApp(), width: 50, height: 10)
        try driver.follow(path: ["Status", "An empty list"])
        driver.expectScreen([
            " Gallery › Status › Empty",
            "",
            "",
            "",
            "                        ✉",
            "                     No Mail",
            "               New mail shows here.",
            "",
            "",
            " Esc back  q quit",
        ])
    }
}
