import TermNav
import TermNavTesting
import Testing

/// A field above a list, tied to a `Bool` focus state, that adds what Enter submits.
private struct Groceries: View {
    @State private var draft = ""
    @State private var items = ["Milk"]
    @FocusState private var isAdding: Bool

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                TextField("Add an item", text: $draft)
                    .focused($isAdding)
                    .onSubmit {
                        items.append(draft)
                        draft = ""
                    }
                List {
                    ForEach(items, id: \.self) { Text($0) }
                    Button(isAdding ? "Adding" : "Add") { isAdding = true }
                }
            }
            .navigationTitle("Groceries")
        }
    }
}

@MainActor @Suite struct TextFieldPlacesTests {
    @Test func aFieldAboveAListEditsAndABoolFocusStateFollowsIt() {
        let driver = TestDriver(Groceries(), width: 30, height: 8)
        // The focus starts on the list's rows; ↑ goes up to the field, which edits.
        #expect(driver.cursor == nil)
        #expect(driver.focusedText == "Milk")
        driver.press(.upArrow)
        driver.expectScreen([
            " Groceries",
            "",
            " Add an item",
            " Milk",
            " Adding",
            "",
            "",
            " Enter done  Esc leave",
        ])
        #expect(driver.cursor?.x == 1)
        #expect(driver.cursor?.y == 2)
        driver.type("Eggs")
        #expect(driver.cursor?.x == 5)
        driver.press(.return)
        #expect(driver.cursor == nil)
        #expect(driver.line(containing: " Eggs") != nil)
        #expect(driver.line(containing: " Add") != nil)
        driver.press(.downArrow, .downArrow, .downArrow)
        #expect(driver.focusedText == "Add")
        driver.press(.return)
        #expect(driver.cursor?.y == 2)
        #expect(driver.line(containing: " Adding") != nil)
    }
}
