import TermNav
import TermNavTesting
import Testing

@testable import gallery

/// The gallery's Menus screen, headless: its rows, a nested menu chosen two deep, the context
/// menu and the toolbar menu.
@MainActor @Suite struct GalleryMenusTests {
    @Test func theMenusScreenInUTF8() throws {
        let driver = TestDriver(app: GalleryApp(), width: 50, height: 16)
        try driver.follow(path: ["Menus"])
        driver.expectScreen([
            " ‹ Gallery            Menus                View ▾",
            "",
            " Sort ▾",
            " New Book ▾",
            " Dune",
            " Chosen                               Nothing yet",
            "", "", "", "", "", "", "", "", "",
            " ↑↓ move  Enter open  Esc back  Tab View ▾    1/4",
        ])
    }

    @Test func aDestructiveButtonTwoMenusDeep() throws {
        let driver = TestDriver(app: GalleryApp(), width: 50, height: 16)
        try driver.follow(path: ["Menus"])
        driver.press(.return, .end, .return, .end, .return)
        driver.expectScreen([
            " ‹ Gallery            Menus                View ▾",
            "",
            " Sort ▾",
            " New Book ▾",
            " Dune",
            " Chosen      ┌──────────────────────┐ Nothing yet",
            "             │ Sort › More › Danger │",
            "             │ ✕ Delete All         │",
            "             └──────────────────────┘",
            "", "", "", "", "", "",
            " ↑↓ choose  Enter select  Esc back",
        ])
        driver.press(.return)
        #expect(driver.lines[5].hasSuffix("Deleted all"))
    }

    @Test func theContextMenuAndTheToolbarMenu() throws {
        let driver = TestDriver(app: GalleryApp(), width: 50, height: 16, unicode: false)
        try driver.follow(path: ["Menus"])
        driver.press(.downArrow, .downArrow, "m")
        #expect(driver.line(containing: "| ~ Copy Link  |") != nil)
        driver.press(.return)
        #expect(driver.lines[5].hasSuffix("Copied a link to Dune"))
        driver.press(.tab, .return, .downArrow, .return)
        #expect(driver.lines[5].hasSuffix("Reset"))
    }
}
