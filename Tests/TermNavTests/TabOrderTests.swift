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

    struct Form2: View {
        @State private var name = ""
        @State private var isOn = false
        @State private var note = ""

        var body: some View {
            NavigationStack {
                Form {
                    TextField("Name", text: $name)
                    Toggle("On", isOn: $isOn)
                    Text("Between")
                    TextField("Note", text: $note)
                }
                .navigationTitle("Form")
            }
        }
    }

    @Test func tabAndShiftTabFromAControlReachTheTextFieldsBesideIt() {
        let driver = TestDriver(Form2(), width: 30, height: 8)
        // The first field edits at once; Tab goes to the toggle, and on past the text to the
        // second field, which edits.
        #expect(driver.cursor?.y == 2)
        driver.press(.tab)
        #expect(driver.focusedText?.hasPrefix("On") == true)
        driver.press(.tab)
        #expect(driver.cursor?.y == 5)
        // Shift-Tab passes over the text, back to the toggle, and from it up into the field
        // above it.
        driver.press(.tab, modifiers: .shift)
        #expect(driver.focusedText?.hasPrefix("On") == true)
        driver.press(.tab, modifiers: .shift)
        #expect(driver.cursor?.y == 2)
    }
}
