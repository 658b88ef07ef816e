import TermNav
import TermNavTesting
import Testing

@testable import TermNavCore

/// The focus stays on its row when rows come and go above it: a row that is not a `ForEach`'s
/// is known by what it is (a text field by its place among the screen's views, another row by
/// its kind and text), and a `ForEach`'s element by its identity in its `ForEach`, whatever
/// rows stand before them.
@MainActor @Suite struct RowIdentityTests {
    /// A form whose greeting shows above the field it greets from.
    struct Greeter: View {
        @State private var name = ""
        @State private var note = ""

        var body: some View {
            NavigationStack {
                Form {
                    if !name.isEmpty { Text("Hello, \(name)") }
                    TextField("Name", text: $name)
                    TextField("Note", text: $note)
                }
                .navigationTitle("Greeter")
            }
        }
    }

    @Test func aFieldKeepsTheFocusAndItsTextWhenARowShowsAboveIt() {
        let driver = TestDriver(Greeter(), width: 30, height: 7)
        driver.type("Ada")
        driver.expectScreen([
            " Greeter",
            " Hello, Ada",
            " Ada",
            " Note",
            "",
            "",
            " Enter done  Esc leave",
        ])
        #expect(driver.cursor?.y == 2, "the cursor in the name field")
        // Emptied, the greeting goes, and the field keeps the focus as it comes back.
        driver.press(.delete, .delete, .delete)
        driver.expectLines([" Name", " Note"], from: 1)
        driver.type("B")
        driver.expectLines([" Hello, B", " B", " Note"], from: 1)
    }

    /// Buttons under a notice that one of them shows.
    struct Saver: View {
        @State private var saved = false

        var body: some View {
            VStack {
                if saved { Text("Saved") }
                Button("Rename") {}
                Button(saved ? "Unsave" : "Save") { saved.toggle() }
                Button("Delete") {}
            }
        }
    }

    @Test func aButtonKeepsTheFocusWhenANoticeShowsAboveIt() {
        let driver = TestDriver(Saver(), width: 20, height: 6)
        driver.press(.downArrow)
        #expect(driver.focusedText == "Save")
        // The notice above it moves the button down a line, and its label changes: the focus
        // goes with it, so Enter toggles it back.
        driver.press(.return)
        driver.expectScreen([
            "       Saved",
            "       Rename",
            "       Unsave",
            "       Delete",
            "",
            " ↑↓ move",
        ])
        #expect(driver.focusedText == "Unsave")
        driver.press(.return)
        #expect(driver.focusedText == "Save")
    }

    /// A list whose rows show a tip above them.
    struct Tipped: View {
        @State private var tip = false

        var body: some View {
            List {
                if tip { Text("Tip: Enter toggles this") }
                ForEach(1...5, id: \.self) { number in
                    Button("Item \(number)") { tip.toggle() }
                }
            }
        }
    }

    @Test func anElementKeepsTheFocusWhenARowShowsAboveItsForEach() {
        let driver = TestDriver(Tipped(), width: 30, height: 8)
        driver.press(.downArrow, .downArrow)
        driver.press(.return)
        driver.expectScreen([
            " Tip: Enter toggles this",
            " Item 1",
            " Item 2",
            " Item 3",
            " Item 4",
            " Item 5",
            "",
            " ↑↓ move  Enter open      4/6",
        ])
        #expect(driver.focusedText == "Item 3")
        driver.press(.return)
        #expect(driver.focusedText == "Item 3")
    }
}
