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

    /// The screen docs/Containers.md shows: Sort's box over the screen.
    @Test func sortsBoxAsTheGuideShowsIt() throws {
        let driver = TestDriver(app: GalleryApp(), width: 50, height: 16)
        try driver.follow(path: ["Menus"])
        driver.press(.return)
        driver.expectScreen([
            " ‹ Gallery            Menus                View ▾",
            "                 ┌──────────────┐",
            " Sort ▾          │ Sort         │",
            " New Book ▾      │ By Title     │",
            " Dune            │ By Author    │",
            " Chosen          │ By Date      │     Nothing yet",
            "                 │ ──────────── │",
            "                 │ Order        │",
            "                 │ Ascending    │",
            "                 │ Descending   │",
            "                 │ ──────────── │",
            "                 │ … More     › │",
            "                 └──────────────┘",
            "",
            "",
            " ↑↓ choose  Enter select  Esc close",
        ])
    }

    /// The guide's ASCII screen, two levels down.
    @Test func twoLevelsDownInASCIIAsTheGuideShowsIt() throws {
        let driver = TestDriver(app: GalleryApp(), width: 50, height: 16, unicode: false)
        try driver.follow(path: ["Menus"])
        driver.press(.return, .end, .return, .end, .return)
        driver.expectLines(
            [
                " Dune",
                " Chosen      +----------------------+ Nothing yet",
                "             | Sort > More > Danger |",
                "             | x Delete All         |",
                "             +----------------------+",
            ], from: 4)
    }

    @Test func theContextMenuAtEightyColumnsInASCII() throws {
        let driver = TestDriver(app: GalleryApp(), unicode: false)
        try driver.follow(path: ["Menus"])
        driver.press(.downArrow, .downArrow)
        driver.expectLines(
            [" Up/Down move  Esc back  m menu  Tab View v  q quit                         3/4"], from: 23)
        driver.press("m")
        driver.expectLines(
            [
                " Dune",
                " Chosen                                                             Nothing yet",
                "",
                "",
                "",
                "                                +--------------+",
                "                                | ~ Copy Link  |",
                "                                | x Delete     |",
                "                                +--------------+",
            ], from: 4)
        driver.expectLines([" Up/Down choose  Enter select  Esc close"], from: 23)
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
        driver.expectScreen([
            " ‹ Gallery            Menus                View ▾",
            "",
            " Sort ▾",
            " New Book ▾",
            " Dune",
            " Chosen                               Deleted all",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            " ↑↓ move  Enter open  Esc back  Tab View ▾    1/4",
        ])
    }

    @Test func theContextMenuAndTheToolbarMenu() throws {
        let driver = TestDriver(app: GalleryApp(), width: 50, height: 16, unicode: false)
        try driver.follow(path: ["Menus"])
        driver.press(.downArrow, .downArrow, "m")
        #expect(driver.line(containing: "| ~ Copy Link  |") != nil)
        driver.press(.return)
        driver.expectLines([" Chosen                     Copied a link to Dune"], from: 5)
        driver.press(.tab, .return, .downArrow, .return)
        driver.expectLines([" Chosen                                     Reset"], from: 5)
    }
}
