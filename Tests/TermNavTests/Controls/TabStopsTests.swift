import TermNav
import TermNavTesting
import Testing

/// A form of fields, lines of text between them and a Save button, as a sign-up form is
/// written.
private struct SignUp: View {
    @State private var name = ""
    @State private var email = ""
    @State private var saved = 0

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Text("As it appears on your card")
                TextField("Email", text: $email)
                Text("We never share it")
                Button("Save") { saved += 1 }
                Text("Saved \(saved) times")
            }
            .navigationTitle("Sign up")
        }
    }
}

/// A field and two buttons in a vertical stack, not a list.
private struct Rename: View {
    @State private var name = "Notes"
    @State private var done = "nothing yet"

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name)
            Text("A new name for the folder")
            Button("Cancel") { done = "cancelled" }
            Button("Rename") { done = "renamed to \(name)" }
            Text("Done: \(done)")
        }
    }
}

/// Tab and Shift-Tab go from control to control (fields, toggles, buttons), past what takes no
/// focus, from a text field being edited as from any control; the arrows go from row to row.
@MainActor @Suite struct TabStopsTests {
    @Test func tabFromAFieldPassesOverTheTextsToTheNextFieldAndOnToSave() {
        let driver = TestDriver(SignUp(), width: 40, height: 11)
        driver.type("Ada")
        driver.press(.tab)
        driver.type("ada@example.com")
        driver.press(.tab)
        #expect(driver.focusedText == "Save")
        driver.press(.return)
        driver.expectScreen([
            " Sign up",
            "",
            " Ada",
            " As it appears on your card",
            " ada@example.com",
            " We never share it",
            " Save",
            " Saved 1 times",
            "",
            "",
            " ↑↓ move  Enter open  q quit        5/6",
        ])
        // Shift-Tab goes back over the text into the email field, which edits.
        driver.press(.tab, modifiers: .shift)
        #expect(driver.cursor?.x == 16 && driver.cursor?.y == 4)
        driver.press(.tab, modifiers: .shift)
        #expect(driver.cursor?.x == 4 && driver.cursor?.y == 2)
    }

    @Test func tabGoesFromButtonToButtonInAStack() {
        let driver = TestDriver(Rename(), width: 40, height: 7)
        driver.press(.end)
        driver.type(" 2024")
        driver.press(.tab, .tab, .return)
        driver.expectScreen([
            " Notes 2024",
            " A new name for the folder",
            " Cancel",
            " Rename",
            " Done: renamed to Notes 2024",
            "",
            " ↑↓ move  Enter open  q quit",
        ])
        driver.press(.tab, modifiers: .shift)
        driver.press(.return)
        driver.expectLines([" Done: cancelled"], from: 4)
    }
}
