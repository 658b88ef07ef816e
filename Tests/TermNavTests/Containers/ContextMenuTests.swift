import TermNav
import TermNavTesting
import Testing

// .contextMenu on a row, a menu with a primary action and a menu in the toolbar: the menu key
// and the help line that names it, a right click, and toggles and pickers among the items.

@MainActor @Suite struct ContextMenuTests {
    @Test func theMenuKeyOpensTheRowsContextMenuAndTheHelpLineNamesIt() {
        let driver = TestDriver(MenuShelf(), width: 44, height: 14)
        driver.expectScreen(
            [
                " Shelf                               View ▾",
                "",
                " Sort ▾",
                " Dune",
                " Add ▾",
                " Chosen: nothing",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                " ↑↓ move  Enter open  Tab View ▾        1/4",
            ], "the first row has no menu")
        driver.press(.downArrow)
        driver.expectLines([" ↑↓ move  m menu  Tab View ▾  q quit    2/4"], from: 13)
        driver.press("m")
        driver.expectLines(
            [
                " Add ▾        ┌──────────────┐",
                " Chosen: nothi│ ☍ Copy Link  │",
                "              │ Delete       │",
                "              └──────────────┘",
            ], from: 4)
        #expect(driver.focusedText == "☍ Copy Link")
        let delete = driver.cells(of: "Delete") ?? []
        #expect(!delete.isEmpty && delete.allSatisfy { $0.foregroundColor == .red })
        driver.press(.downArrow, .return)
        #expect(driver.line(containing: "Chosen: delete Dune") != nil)
        driver.press("m", .escape)
        #expect(driver.line(containing: "┌") == nil)
        #expect(driver.line(containing: "Chosen: delete Dune") != nil)
    }

    @Test func theKeyListNamesTheMenuKey() {
        let driver = TestDriver(MenuShelf(), width: 44, height: 14)
        driver.press(.downArrow, "?")
        #expect(driver.line(containing: "the row's menu") != nil)
    }

    @Test func aRightClickFocusesTheRowAndOpensItsMenu() {
        let driver = TestDriver(MenuShelf(), width: 44, height: 14)
        driver.rightClick(x: 2, y: 3)
        #expect(driver.line(containing: "☍ Copy Link") != nil)
        driver.click(x: 17, y: 5)
        #expect(driver.line(containing: "Chosen: link to Dune") != nil)
        #expect(driver.focusedText == "Dune")
        // A right click on a row without a menu focuses it and opens nothing.
        driver.rightClick(x: 2, y: 5)
        #expect(driver.line(containing: "┌") == nil)
        #expect(driver.focusedText?.hasPrefix("Chosen") == true)
    }

    @Test func enterRunsThePrimaryActionAndTheMenuKeyOpensTheMenu() {
        let driver = TestDriver(MenuShelf(), width: 44, height: 14)
        driver.press(.downArrow, .downArrow)
        driver.expectLines([" ↑↓ move  Enter open  m menu            3/4"], from: 13)
        driver.press(.return)
        #expect(driver.line(containing: "Chosen: quick add") != nil)
        #expect(driver.line(containing: "┌") == nil)
        driver.press("m")
        driver.expectLines(
            [
                " Add ▾        ┌──────────────┐",
                " Chosen: quick│ Add          │",
                "              │ Photo        │",
                "              └──────────────┘",
            ], from: 4)
        driver.press(.return)
        #expect(driver.line(containing: "Chosen: photo") != nil)
    }

    @Test func aToolbarMenuWithAToggleShowsItsCheckmark() {
        let driver = TestDriver(MenuShelf(), width: 44, height: 14)
        // Tab goes to the next control (the menu with a primary action), then the toolbar.
        driver.press(.tab, .tab)
        #expect(driver.focusedText == "View ▾")
        driver.press(.return)
        driver.expectLines(
            [
                " Add ▾        ┌──────────────┐",
                " Chosen: nothi│ View         │",
                "              │ ✓ Spines     │",
                "              │ Reset        │",
                "              └──────────────┘",
            ], from: 4)
        driver.press(.return)
        #expect(driver.line(containing: "┌") == nil)
        driver.press(.return)
        #expect(driver.line(containing: "│   Spines     │") != nil)
        driver.press(.downArrow, .return)
        #expect(driver.line(containing: "Chosen: reset") != nil)
    }
}

private enum Shelf: String, CaseIterable, Identifiable {
    case top, middle, bottom
    var id: Self { self }
}

/// A context menu built from a `ForEach`, with a picker (its choices a section of the menu) and a
/// menu in an `if`.
private struct Mover: View {
    @State private var shelf = Shelf.middle
    @State private var moved = "nowhere"
    @State private var showsMore = false

    var body: some View {
        NavigationStack {
            List {
                Text("Moved to \(moved)")
                    .contextMenu {
                        ForEach(Shelf.allCases) { shelf in
                            Button("To \(shelf.rawValue)") { moved = shelf.rawValue }
                        }
                        Picker("Shelf", selection: $shelf) {
                            ForEach(Shelf.allCases) { Text($0.rawValue) }
                        }
                        if showsMore {
                            Button("Hidden") { moved = "hidden" }
                        }
                    }
                Text("Shelf: \(shelf.rawValue)")
            }
            .navigationTitle("Mover")
        }
    }
}

@MainActor @Suite struct MenuContentTests {
    @Test func aForEachAPickerAndAnIfAmongTheItems() {
        let driver = TestDriver(Mover(), width: 40, height: 12)
        driver.press("m")
        driver.expectLines(
            [
                "            ┌──────────────┐",
                " Moved to no│ To top       │",
                " Shelf: midd│ To middle    │",
                "            │ To bottom    │",
                "            │ ──────────── │",
                "            │   top        │",
                "            │ ✓ middle     │",
                "            │   bottom     │",
                "            └──────────────┘",
            ], from: 1)
        driver.press(.downArrow, .return)
        #expect(driver.line(containing: "Moved to middle") != nil)
        driver.press("m", .end, .return)
        #expect(driver.line(containing: "Shelf: bottom") != nil)
        #expect(driver.line(containing: "┌") == nil)
        driver.press("m")
        #expect(driver.line(containing: "│ ✓ bottom     │") != nil)
    }
}

/// A context menu on each row of a lazy list, and a disabled menu in a form.
private struct Library: View {
    @State private var removed: [Int] = []
    @State private var sorted = false

    var body: some View {
        NavigationStack {
            Form {
                Menu("Sort") { Button("By Title") { sorted = true } }
                    .disabled(true)
                Text("Removed: \(removed.map(String.init).joined(separator: ", "))")
                ForEach(1...500, id: \.self) { number in
                    Text("Book \(number)")
                        .contextMenu {
                            Button("Remove Book \(number)", role: .destructive) { removed.append(number) }
                        }
                }
            }
            .navigationTitle("Library")
        }
    }
}

@MainActor @Suite struct ContextMenuRowsTests {
    @Test func eachRowOfALazyListHasItsOwnMenu() {
        let driver = TestDriver(Library(), width: 40, height: 10)
        driver.press(.downArrow, .downArrow, .downArrow, "m")
        #expect(driver.line(containing: "Remove Book 2") != nil)
        driver.press(.return)
        #expect(driver.line(containing: "Removed: 2") != nil)
        driver.press(.end, "m")
        #expect(driver.line(containing: "Remove Book 500") != nil)
        driver.press(.return)
        #expect(driver.line(containing: "┌") == nil)
        driver.press(.home)
        #expect(driver.line(containing: "Removed: 2, 500") != nil)
    }

    @Test func aDisabledMenuIsDimAndDoesNotOpen() {
        let driver = TestDriver(Library(), width: 40, height: 10)
        let sort = driver.cells(of: "Sort ▾") ?? []
        #expect(!sort.isEmpty && sort.allSatisfy(\.isDim))
        driver.press(.return)
        driver.click(x: 2, y: 2)
        #expect(driver.line(containing: "By Title") == nil)
        driver.expectScreen(
            [
                " Library",
                "",
                " Sort ▾",
                " Removed:",
                " Book 1",
                " Book 2",
                " Book 3",
                " Book 4",
                " Book 5",
                " ↑↓ move  q quit                  1/502",
            ], "the help line names no menu")
    }
}
