import TermNav
import TermNavTesting
import Testing

// Menu in a list row: its look, its box of items (sections, dividers, icons, disabled and
// destructive buttons), the keys that choose and close, and menus nested two deep.

@MainActor @Suite struct MenuTests {
    @Test func theRowsInUTF8() {
        let driver = TestDriver(MenuShelf(), width: 44, height: 14)
        driver.expectScreen([
            " Shelf                               View ▾",
            "",
            " Sort ▾",
            " Dune",
            " Add ▾",
            " Chosen: nothing",
            "", "", "", "", "", "", "",
            " ↑↓ move  Enter open  Tab View ▾        1/4",
        ])
        #expect(driver.focusedText == "Sort ▾")
    }

    @Test func theRowsInASCII() {
        let driver = TestDriver(MenuShelf(), width: 44, height: 14, unicode: false)
        driver.expectScreen([
            " Shelf                               View v",
            "",
            " Sort v",
            " Dune",
            " Add v",
            " Chosen: nothing",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            " Up/Down move  Enter open  Tab View v   1/4",
        ])
    }

    @Test func enterOpensABoxOfTheItems() {
        let driver = TestDriver(MenuShelf(), width: 44, height: 14)
        driver.press(.return)
        driver.expectScreen([
            " Shelf                               View ▾",
            "              ┌──────────────┐",
            " Sort ▾       │ Sort         │",
            " Dune         │ ▤ By Title   │",
            " Add ▾        │ By Date      │",
            " Chosen: nothi│ ──────────── │",
            "              │ Direction    │",
            "              │ Ascending    │",
            "              │ Descending   │",
            "              │ ──────────── │",
            "              │ More       › │",
            "              └──────────────┘",
            "",
            " ↑↓ choose  Enter select  Esc close",
        ])
        #expect(driver.focusedText == "▤ By Title")
    }

    @Test func theBoxInASCII() {
        let driver = TestDriver(MenuShelf(), width: 44, height: 14, unicode: false)
        driver.press(.return)
        driver.expectLines(
            [
                "              +--------------+",
                " Sort v       | Sort         |",
                " Dune         | # By Title   |",
                " Add v        | By Date      |",
                " Chosen: nothi| ------------ |",
                "              | Direction    |",
                "              | Ascending    |",
                "              | Descending   |",
                "              | ------------ |",
                "              | More       > |",
                "              +--------------+",
                "",
                " Up/Down choose  Enter select  Esc close",
            ], from: 1)
    }

    @Test func atTwentyColumnsTheTitlesGiveWay() {
        let driver = TestDriver(MenuShelf(), width: 20, height: 12)
        driver.press(.return, .end, .return, .end, .return)
        driver.expectScreen([
            " Shelf       View ▾",
            "",
            " Sort ▾",
            " D┌──────────────┐",
            " A│ … › Danger   │",
            " C│ Delete All   │",
            "  └──────────────┘",
            "",
            "",
            "",
            "",
            " ↑↓ choose",
        ])
        driver.press(.escape)
        #expect(driver.line(containing: "Sort › More") != nil)
    }

    @Test func arrowsPassOverHeadersDividersAndDisabledItems() {
        let driver = TestDriver(MenuShelf(), width: 44, height: 14)
        driver.press(.return, .downArrow)
        #expect(driver.focusedText == "Ascending")
        driver.press(.downArrow)
        #expect(driver.focusedText == "Descending")
        driver.press(.downArrow, .downArrow)
        #expect(driver.focusedText == "More       ›")
        driver.press(.upArrow, .upArrow, .upArrow)
        #expect(driver.focusedText == "▤ By Title")
        driver.press(.tab, modifiers: .shift)
        #expect(driver.focusedText == "More       ›")
        driver.press(.home)
        #expect(driver.focusedText == "▤ By Title")
        driver.press(.return)
        #expect(driver.line(containing: "Chosen: by title") != nil)
        #expect(driver.line(containing: "┌") == nil)
    }

    @Test func menusNestedTwoDeepCloseOneLevelAtATime() {
        let driver = TestDriver(MenuShelf(), width: 44, height: 14)
        driver.press(.return, .end, .rightArrow)
        driver.expectLines(
            [
                " Sort ▾",
                " Dune         ┌──────────────┐",
                " Add ▾        │ Sort › More  │",
                " Chosen: nothi│ Archive      │",
                "              │ ──────────── │",
                "              │ Danger     › │",
                "              └──────────────┘",
            ], from: 2)
        driver.expectLines([" ↑↓ choose  Enter select  Esc back"], from: 13)
        driver.press(.downArrow)
        driver.expectLines([" ↑↓ choose  Enter select  → open  Esc back"], from: 13)
        driver.press(.return)
        driver.expectLines(
            [
                " Add ▾    ┌──────────────────────┐",
                " Chosen: n│ Sort › More › Danger │",
                "          │ Delete All           │",
                "          └──────────────────────┘",
            ], from: 4)
        #expect(driver.focusedText == "Delete All")
        // Esc closes the level open: back to More, Danger chosen; then to Sort, More chosen.
        driver.press(.escape)
        #expect(driver.line(containing: "Sort › More ") != nil)
        #expect(driver.focusedText == "Danger     ›")
        driver.press(.leftArrow)
        #expect(driver.line(containing: " Sort         │") != nil)
        #expect(driver.focusedText == "More       ›")
        driver.press(.escape)
        #expect(driver.line(containing: "┌") == nil)
        #expect(driver.line(containing: "Chosen: nothing") != nil)
        #expect(driver.depth == 1)
        #expect(driver.focusedText == "Sort ▾")
    }

    @Test func aNestedButtonRunsAndClosesEveryLevel() {
        let driver = TestDriver(MenuShelf(), width: 44, height: 14)
        driver.press(.return, .end, .return, .end, .return, .return)
        #expect(driver.line(containing: "Chosen: delete all") != nil)
        #expect(driver.line(containing: "┌") == nil)
        // Opened again, the menu starts at its first level.
        driver.press(.return)
        #expect(driver.line(containing: " Sort         │") != nil)
        #expect(driver.focusedText == "▤ By Title")
    }

    @Test func destructiveButtonsAreRedAndBoldDisabledOnesDim() {
        let driver = TestDriver(MenuShelf(), width: 44, height: 14)
        driver.press(.return)
        let disabled = driver.cells(of: "By Date") ?? []
        #expect(!disabled.isEmpty && disabled.allSatisfy { $0.isDim })
        let header = driver.cells(of: "Direction") ?? []
        #expect(!header.isEmpty && header.allSatisfy { $0.isDim })
        driver.press(.end, .return, .end, .return)
        // Chosen, the button is in the focus bar; moved off it by reopening Danger from More.
        let delete = driver.cells(of: "Delete All") ?? []
        #expect(!delete.isEmpty && delete.allSatisfy { $0.isBold })
    }

    @Test func aClickOpensChoosesAndAClickOutsideCloses() {
        let driver = TestDriver(MenuShelf(), width: 44, height: 14)
        driver.click(x: 2, y: 2)
        #expect(driver.line(containing: " Sort         │") != nil)
        // A click on the disabled button or the header does nothing.
        driver.click(x: 17, y: 4)
        driver.click(x: 17, y: 6)
        #expect(driver.line(containing: " Sort         │") != nil)
        driver.click(x: 17, y: 10)
        #expect(driver.line(containing: "Sort › More") != nil)
        driver.click(x: 40, y: 12)
        #expect(driver.line(containing: "┌") == nil)
        driver.click(x: 2, y: 2)
        driver.click(x: 17, y: 8)
        #expect(driver.line(containing: "Chosen: descending") != nil)
    }

    @Test func otherKeysAreIgnoredWhileTheMenuIsOpen() {
        let driver = TestDriver(MenuShelf(), width: 44, height: 14)
        driver.press(.return, "q", "m", "a")
        #expect(!driver.isFinished)
        #expect(driver.focusedText == "▤ By Title")
        driver.press(.rightArrow)
        #expect(driver.line(containing: " Sort         │") != nil)
    }
}

/// A menu made with a label view and its indicator hidden, in a form with a menu style.
private struct Compact: View {
    @State private var chosen = "none"

    var body: some View {
        NavigationStack {
            Form {
                Menu {
                    Button("Rename") { chosen = "rename" }
                } label: {
                    Label("Edit", systemImage: "pencil")
                }
                .menuIndicator(.hidden)
                .menuStyle(.borderlessButton)
                .menuOrder(.fixed)
                Text("Chosen: \(chosen)")
            }
        }
    }
}

@MainActor @Suite struct MenuLabelTests {
    @Test func aLabelViewWithoutItsIndicatorOpensABoxWithoutATitle() {
        let driver = TestDriver(Compact(), width: 30, height: 8)
        driver.expectLines([" ✎ Edit", " Chosen: none"], from: 0)
        driver.press(.return)
        driver.expectLines(
            [
                " Chosen: none",
                "       ┌──────────────┐",
                "       │ Rename       │",
                "       └──────────────┘",
            ], from: 1)
        driver.press(.return)
        #expect(driver.line(containing: "Chosen: rename") != nil)
    }
}
