import TermNav
import TermNavTesting
import Testing

/// A packing list whose rows are checked by tapping them, as SwiftUI code writes it.
private struct PackingList: View {
    struct Item: Identifiable {
        let id: Int
        let name: String
        var isPacked = false
    }

    @State private var items = [
        Item(id: 1, name: "Tent"), Item(id: 2, name: "Stove"), Item(id: 3, name: "Map"),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach($items) { $item in
                    HStack {
                        Image(systemName: item.isPacked ? "checkmark.circle.fill" : "circle")
                        Text(item.name)
                    }
                    .onTapGesture { item.isPacked.toggle() }
                }
            }
            .navigationTitle("Packing")
        }
    }
}

/// An emoji picker: each emoji of a lazy grid chooses itself when tapped.
private struct EmojiPicker: View {
    @State private var selected = "none"
    let emojis = ["🍎", "🍐", "🍊", "🍋", "🍌", "🍉"]

    var body: some View {
        NavigationStack {
            ScrollView {
                Text("Selected: \(selected)")
                LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
                    ForEach(emojis, id: \.self) { emoji in
                        Text(emoji).onTapGesture { selected = emoji }
                    }
                }
            }
            .navigationTitle("Fruit")
        }
    }
}

/// A card that shows its detail when tapped, and a text that counts single and double taps.
private struct Cards: View {
    @State private var showDetail = false
    @State private var singles = 0
    @State private var doubles = 0
    @State private var onlyDoubles = 0

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Text("Card").padding(.horizontal).onTapGesture { showDetail = true }
                Text("Singles \(singles), doubles \(doubles)")
                    .onTapGesture(count: 2) { doubles += 1 }
                    .onTapGesture { singles += 1 }
                Text("Only doubles \(onlyDoubles)").onTapGesture(count: 2) { onlyDoubles += 1 }
                Text("Not a tap")
            }
            .navigationTitle("Cards")
            .navigationDestination(isPresented: $showDetail) { Text("Detail").navigationTitle("Card") }
        }
    }
}

@MainActor @Suite struct TapGestureTests {
    @Test func enterAndSpaceTapTheFocusedRow() {
        let driver = TestDriver(PackingList(), width: 30, height: 7)
        driver.expectScreen([
            " Packing",
            " ○ Tent",
            " ○ Stove",
            " ○ Map",
            "",
            "",
            " ↑↓ move  Enter open      1/3",
        ])
        driver.press(.return)
        driver.press(.downArrow, .space)
        driver.expectScreen([
            " Packing",
            " ✓ Tent",
            " ✓ Stove",
            " ○ Map",
            "",
            "",
            " ↑↓ move  Enter open      2/3",
        ])
        driver.press(.space)
        #expect(driver.line(containing: "Stove") == " ○ Stove", "a second Space taps again")
    }

    @Test func aClickTapsTheRowAtOnceAndEachClickTapsAgain() {
        let driver = TestDriver(PackingList(), width: 30, height: 7)
        driver.click(x: 4, y: 3)
        driver.expectScreen([
            " Packing",
            " ○ Tent",
            " ○ Stove",
            " ✓ Map",
            "",
            "",
            " ↑↓ move  Enter open      3/3",
        ])
        driver.click(x: 20, y: 3)
        #expect(driver.line(containing: "Map") == " ○ Map")
    }

    @Test func eachCellOfAGridTapsItself() {
        let driver = TestDriver(EmojiPicker(), width: 30, height: 7)
        driver.expectScreen([
            " Fruit",
            "        Selected: none",
            "    🍎        🍐        🍊",
            "    🍋        🍌        🍉",
            "",
            "",
            " ↑↓ move  Enter open      1/6",
        ])
        driver.click(x: 14, y: 2)
        driver.expectScreen([
            " Fruit",
            "         Selected: 🍐",
            "    🍎        🍐        🍊",
            "    🍋        🍌        🍉",
            "",
            "",
            " ↑↓ move  Enter open      2/6",
        ])
        driver.press(.downArrow, .rightArrow, .return)
        #expect(driver.line(containing: "Selected") == "         Selected: 🍉")
    }

    @Test func aTappedViewTakesTheFocusAndEnterRunsItsTap() {
        let driver = TestDriver(Cards(), width: 30, height: 8)
        driver.expectScreen([
            " Cards",
            "",
            "       Card",
            "     Singles 0, doubles 0",
            "     Only doubles 0",
            "     Not a tap",
            "",
            " ↑↓ move  Enter open  q quit",
        ])
        #expect(driver.focusedText == "Card")
        driver.press(.return)
        driver.expectScreen([
            " ‹ Cards     Card",
            "",
            "",
            "",
            "            Detail",
            "",
            "",
            " Esc back  q quit",
        ])
    }

    @Test func aSecondClickRunsTheDoubleTap() {
        let driver = TestDriver(Cards(), width: 30, height: 8)
        driver.click(x: 6, y: 3)
        #expect(
            driver.line(containing: "Singles") == "     Singles 1, doubles 0", "the first click taps once")
        driver.click(x: 6, y: 3)
        #expect(driver.line(containing: "Singles") == "     Singles 1, doubles 1", "the second, twice")
        driver.press(.return)
        #expect(driver.line(containing: "Singles") == "     Singles 2, doubles 1", "Enter taps once")
        driver.click(x: 6, y: 4)
        #expect(driver.line(containing: "Only") == "     Only doubles 0", "a view with only a double tap")
        #expect(driver.focusedText == "Only doubles 0")
        driver.click(x: 6, y: 4)
        driver.press(.space)
        driver.expectScreen([
            " Cards",
            "",
            "       Card",
            "     Singles 2, doubles 1",
            "     Only doubles 2",
            "     Not a tap",
            "",
            " ↑↓ move  Enter open  q quit",
        ])
        driver.click(x: 6, y: 5)
        #expect(driver.focusedText == "Only doubles 2", "a text without a tap takes no click")
    }
}
