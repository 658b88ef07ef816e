import TermNav
import TermNavTesting
import Testing

/// Letters that answer taps and two buttons, each row of them side by side.
private struct Picker: View {
    @State private var picked = "nothing"

    var body: some View {
        VStack {
            Text("Picked: \(picked)")
            HStack {
                ForEach(["A", "B", "C"], id: \.self) { letter in
                    Text(letter).padding(4).onTapGesture { picked = letter }
                }
            }
            HStack {
                Button("One") { picked = "one" }
                Button("Two") { picked = "two" }
            }
        }
    }
}

/// A field with its button beside it, and a list below.
private struct Groceries: View {
    @State private var item = ""
    @State private var items: [String] = []

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                TextField("Item", text: $item)
                Button("Add") {
                    items.append(item)
                    item = ""
                }
            }
            Text("Items: \(items.joined(separator: ", "))")
        }
    }
}

/// A list whose rows each hold two borderless buttons.
private struct Votes: View {
    @State private var votes = "none"

    var body: some View {
        List {
            Text("Votes: \(votes)")
            ForEach(["Tea", "Coffee"], id: \.self) { drink in
                HStack {
                    Text(drink)
                    Spacer()
                    Button("Up") { votes = "\(drink) up" }.buttonStyle(.borderless)
                    Button("Down") { votes = "\(drink) down" }.buttonStyle(.borderless)
                }
            }
        }
    }
}

/// Several buttons or taps in one row are each a focus target of their own, as SwiftUI makes
/// each a tap target: ← and → and Tab move between them, Enter runs the focused one, a click
/// goes to the one under the pointer (and taps it, or runs it once focused), and the focus bar covers the focused one alone.
@MainActor @Suite struct RowPartsTests {
    @Test func theArrowsMoveAlongTheRowAndEnterRunsTheFocusedOne() {
        let driver = TestDriver(Picker(), width: 30, height: 7)
        driver.press(.rightArrow)
        driver.press(.return)
        driver.expectScreen([
            "",
            "          Picked: B",
            "          A   B   C",
            "           One Two",
            "",
            "",
            " ↑↓ move  Enter open  q quit",
        ])
        driver.press(.downArrow, .rightArrow, .return)
        driver.expectScreen([
            "",
            "         Picked: two",
            "          A   B   C",
            "           One Two",
            "",
            "",
            " ↑↓ move  Enter open  q quit",
        ])
    }

    @Test func theFocusBarCoversTheFocusedViewOnly() {
        let driver = TestDriver(Picker(), width: 30, height: 7)
        driver.press(.rightArrow)
        // B is padded by a column each side: the bar is over those three columns alone.
        #expect(driver.cell(x: 13, y: 2).backgroundColor != .default)
        #expect(driver.cell(x: 14, y: 2).backgroundColor != .default)
        #expect(driver.cell(x: 15, y: 2).backgroundColor != .default)
        #expect(driver.cell(x: 12, y: 2).backgroundColor == .default)
        #expect(driver.cell(x: 16, y: 2).backgroundColor == .default)
        #expect(driver.cell(x: 10, y: 2).backgroundColor == .default)
        #expect(driver.cell(x: 18, y: 2).backgroundColor == .default)
    }

    @Test func tabGoesThroughEachViewOfTheRows() {
        let driver = TestDriver(Picker(), width: 30, height: 7)
        driver.press(.tab, .tab, .tab, .tab)
        #expect(driver.focusedText == "Two")
        driver.press(.return)
        driver.expectLines(["         Picked: two"], from: 1)
        driver.press(.tab, modifiers: .shift)
        #expect(driver.focusedText == "One")
    }

    @Test func aClickRunsTheViewUnderThePointer() {
        let driver = TestDriver(Picker(), width: 30, height: 7)
        driver.click(x: 18, y: 2)
        driver.expectScreen([
            "",
            "          Picked: C",
            "          A   B   C",
            "           One Two",
            "",
            "",
            " ↑↓ move  Enter open  q quit",
        ])
        // A button is focused by a click, and run by a click once focused, as any row is.
        driver.click(x: 16, y: 3)
        #expect(driver.focusedText == "Two")
        driver.click(x: 16, y: 3)
        driver.expectLines(["         Picked: two"], from: 1)
        // A click between them runs none.
        driver.click(x: 12, y: 2)
        driver.expectLines(["         Picked: two"], from: 1)
    }

    @Test func tabFromAFieldReachesTheButtonBesideIt() {
        let driver = TestDriver(Groceries(), width: 30, height: 5)
        driver.type("Milk")
        driver.expectScreen(["", " Milk                     Add", " Items:", "", ""])
        driver.press(.tab)
        #expect(driver.focusedText == "Add")
        driver.press(.return)
        driver.expectScreen([
            "",
            " Item                     Add",
            " Items: Milk",
            "",
            "",
        ])
    }

    @Test func aListRowOfTwoButtonsRunsEach() {
        let driver = TestDriver(Votes(), width: 30, height: 6)
        driver.press(.downArrow, .downArrow, .rightArrow, .return)
        driver.expectScreen([
            " Votes: Coffee down",
            " Tea                  Up Down",
            " Coffee               Up Down",
            "",
            "",
            " ↑↓ move  Enter open      3/3",
        ])
        driver.click(x: 22, y: 1)
        #expect(driver.focusedText == "Up")
        driver.click(x: 22, y: 1)
        driver.expectLines([" Votes: Tea up"], from: 0)
    }
}
