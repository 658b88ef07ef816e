import TermNav
import TermNavTesting
import Testing

@MainActor @Suite struct TabOrderTests {
    struct Screen: View {
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Above") {}
                    List {
                        Text("Row 1")
                        Text("Row 2")
                    }
                    Button("Below") {}
                }
                .navigationTitle("Order")
                .toolbar { Button("Add") {} }
            }
        }
    }

    @Test func tabGoesThroughTheToolbarTheViewsAroundTheListAndTheListInReadingOrder() {
        let driver = TestDriver(Screen(), width: 30, height: 9)
        #expect(driver.focusedLine == " Row 1")
        driver.press(.downArrow)
        #expect(driver.focusedLine == " Row 2")
        var order: [String?] = []
        for _ in 0..<4 {
            driver.press(.tab)
            order.append(driver.focusedLine?.trimmingCharacters(in: .whitespaces))
        }
        // The list is one stop, its focused row kept; on the toolbar's item no line has the
        // focus (the item itself is drawn focused in the bar).
        #expect(order == ["Below", nil, "Above", "Row 2"])
        var back: [String?] = []
        for _ in 0..<4 {
            driver.press(.tab, modifiers: .shift)
            back.append(driver.focusedLine?.trimmingCharacters(in: .whitespaces))
        }
        #expect(back == ["Above", nil, "Below", "Row 2"])
    }
}
