import TermNav
import TermNavTesting
import Testing

@MainActor @Suite struct FocusStateTests {
    enum Field: Hashable {
        case name, email
    }

    struct Form: View {
        @FocusState private var field: Field?
        @FocusState private var isNotesFocused: Bool

        var body: some View {
            NavigationStack {
                List {
                    Button("Name") {}.focused($field, equals: .name)
                    Button("Email") {}.focused($field, equals: .email)
                    Button("Notes") {}.focused($isNotesFocused)
                    Text("Field: \(field.map { "\($0)" } ?? "none"), notes: \(isNotesFocused)")
                    Button("To the notes") { isNotesFocused = true }
                }
                .navigationTitle("Focus")
                .onAppear { field = .email }
            }
        }
    }

    @Test func aStateSetInOnAppearMovesTheFocusAndKeysSetTheState() {
        let driver = TestDriver(Form(), width: 40, height: 10)
        driver.expectScreen([
            " Focus",
            "",
            " Name",
            " Email",
            " Notes",
            " Field: email, notes: false",
            " To the notes",
            "", "",
            " ↑↓ move  Enter open  q quit        2/5",
        ])
        #expect(driver.focusedLine == " Email")
        driver.press(.upArrow)
        #expect(driver.focusedLine == " Name")
        driver.expectLines([" Field: name, notes: false"], from: 5)
        driver.press(.downArrow, .downArrow)
        #expect(driver.focusedLine == " Notes")
        driver.expectLines([" Field: none, notes: true"], from: 5)
        driver.press(.downArrow, .downArrow)
        #expect(driver.focusedLine == " To the notes")
        driver.expectLines([" Field: none, notes: false"], from: 5)
        // Setting the state from an action moves the focus to the view it names.
        driver.press(.return)
        #expect(driver.focusedLine == " Notes")
        driver.expectLines([" Field: none, notes: true"], from: 5)
    }

    struct Defaulted: View {
        @FocusState private var field: Field?

        var body: some View {
            NavigationStack {
                List {
                    Button("Name") {}.focused($field, equals: .name)
                    Button("Email") {}.focused($field, equals: .email)
                }
                .navigationTitle("Default")
                .defaultFocus($field, .email)
                .focusSection()
            }
        }
    }

    @Test func aDefaultFocusGivesTheFocusToTheViewItNamesWhenTheScreenAppears() {
        let driver = TestDriver(Defaulted(), width: 30, height: 6)
        #expect(driver.focusedLine == " Email")
        driver.press(.upArrow)
        #expect(driver.focusedLine == " Name")
    }
}

/// A focus state that names a toolbar item moves the focus there from wherever it was in the
/// content, and an arrow brings it back to that place.
@MainActor @Suite struct ToolbarFocusStateTests {
    struct Fruit: View {
        @FocusState private var isAddFocused: Bool

        var body: some View {
            NavigationStack {
                VStack {
                    List {
                        Text("Apple")
                        Text("Pear")
                    }
                    Button("Clear") { isAddFocused = true }
                }
                .navigationTitle("Fruit")
                .toolbar { Button("Add") {}.focused($isAddFocused) }
            }
        }
    }

    @Test func anArrowFromAToolbarItemAStateFocusedGoesBackToTheButtonItCameFrom() {
        let driver = TestDriver(Fruit(), width: 40, height: 8)
        driver.press(.downArrow, .downArrow)
        #expect(driver.focusedText == "Clear")
        // The button sets the state that names the toolbar item: the focus goes there.
        driver.press(.return)
        #expect(driver.focusedText == "Add")
        driver.expectScreen([
            " Fruit                              Add",
            "",
            " Apple",
            " Pear",
            "",
            "",
            " Clear",
            " ↑↓ move  Enter open  Tab Add       2/2",
        ])
        // Down, out of the toolbar, the focus is back on the button it left, not on the rows.
        driver.press(.downArrow)
        #expect(driver.focusedText == "Clear")
        #expect(driver.focusedLine == " Clear")
    }
}
