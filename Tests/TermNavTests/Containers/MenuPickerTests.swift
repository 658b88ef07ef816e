import TermNav
import TermNavTesting
import Testing

// A Picker among a menu's items, as SwiftUI draws it there: its choices a section of the menu,
// the chosen one checked; `.inline` with its label over them; `.menu` a nested menu.

private enum Order: String, CaseIterable, Identifiable {
    case title, author, date
    var id: Self { self }
}

/// A sort menu whose picker has no style of its own, beside a button.
private struct SortMenu: View {
    @State private var order = Order.author

    var body: some View {
        NavigationStack {
            List {
                Menu("Sort") {
                    Button("Shuffle") { order = .date }
                    Picker("Order", selection: $order) {
                        ForEach(Order.allCases) { Text($0.rawValue.capitalized) }
                    }
                }
                Text("By \(order.rawValue)")
            }
            .navigationTitle("Books")
        }
    }
}

/// The same picker in the given style.
private struct StyledSortMenu<Style: PickerStyle>: View {
    let style: Style
    @State private var order = Order.author

    var body: some View {
        NavigationStack {
            List {
                Menu("Sort") {
                    Picker("Order", selection: $order) {
                        ForEach(Order.allCases) { Text($0.rawValue.capitalized) }
                    }
                    .pickerStyle(style)
                    Button("Reset") { order = .title }
                }
                Text("By \(order.rawValue)")
            }
            .navigationTitle("Books")
        }
    }
}

@MainActor @Suite struct MenuPickerTests {
    @Test func aPickerListsItsChoicesInTheMenuTheChosenOneChecked() {
        let driver = TestDriver(SortMenu(), width: 40, height: 12)
        driver.press(.return)
        driver.expectScreen([
            " Books",
            "            ┌──────────────┐",
            " Sort ▾     │ Sort         │",
            " By author  │ Shuffle      │",
            "            │ ──────────── │",
            "            │   Title      │",
            "            │ ✓ Author     │",
            "            │   Date       │",
            "            └──────────────┘",
            "",
            "",
            " ↑↓ choose  Enter select  Esc close",
        ])
        driver.press(.downArrow, .downArrow, .downArrow)
        #expect(driver.focusedText == "Date")
        driver.press(.return)
        driver.expectScreen([
            " Books",
            "",
            " Sort ▾",
            " By date",
            "", "", "", "", "", "", "",
            " ↑↓ move  Enter open  q quit        1/2",
        ])
        driver.press(.return)
        #expect(driver.line(containing: "│ ✓ Date       │") != nil)
        #expect(driver.line(containing: "│   Author     │") != nil)
    }

    @Test func inASCIITheChosenChoiceIsStarred() {
        let driver = TestDriver(SortMenu(), width: 40, height: 12, unicode: false)
        driver.press(.return)
        driver.expectLines(
            [
                "            | ------------ |",
                "            |   Title      |",
                "            | * Author     |",
                "            |   Date       |",
            ], from: 4)
    }

    @Test func anInlinePickerPutsItsLabelOverItsChoices() {
        let driver = TestDriver(StyledSortMenu(style: .inline), width: 40, height: 12)
        driver.press(.return)
        driver.expectScreen([
            " Books",
            "            ┌──────────────┐",
            " Sort ▾     │ Sort         │",
            " By author  │ Order        │",
            "            │   Title      │",
            "            │ ✓ Author     │",
            "            │   Date       │",
            "            │ ──────────── │",
            "            │ Reset        │",
            "            └──────────────┘",
            "",
            " ↑↓ choose  Enter select  Esc close",
        ])
        #expect(driver.focusedText == "Title")
        driver.press(.return)
        #expect(driver.line(containing: "By title") != nil)
    }

    @Test func aMenuPickerIsANestedMenuShowingItsLabel() {
        let driver = TestDriver(StyledSortMenu(style: .menu), width: 40, height: 12)
        driver.press(.return)
        driver.expectScreen([
            " Books",
            "",
            " Sort ▾",
            " By author  ┌──────────────┐",
            "            │ Sort         │",
            "            │ Order      › │",
            "            │ Reset        │",
            "            └──────────────┘",
            "",
            "",
            "",
            " ↑↓ choose  Enter select  → open",
        ])
        driver.press(.return)
        driver.expectScreen([
            " Books",
            "",
            " Sort ▾     ┌──────────────┐",
            " By author  │ Sort › Order │",
            "            │   Title      │",
            "            │ ✓ Author     │",
            "            │   Date       │",
            "            └──────────────┘",
            "",
            "",
            "",
            " ↑↓ choose  Enter select  Esc back",
        ])
        driver.press(.end, .return)
        #expect(driver.line(containing: "By date") != nil)
        #expect(driver.line(containing: "┌") == nil)
    }
}
