import TermNav
import TermNavTesting
import Testing

@testable import TermNavCore

// `.keyboardShortcut`: a key that runs a button or a toggle from anywhere on its screen, named on
// the help line and in the list of keys (`?`). ⌘ and a letter is Ctrl and the letter (or Alt and
// the letter); `.defaultAction` is Enter where the focus does nothing with Enter, `.cancelAction`
// Esc where nothing else is left to end.

/// A note with a title field, a Save button in the toolbar (⌘S) and a pin toggle (⌘P).
private struct Note: View {
    @State private var title = "Groceries"
    @State private var saves = 0
    @State private var pinned = false

    var body: some View {
        NavigationStack {
            List {
                TextField("Title", text: $title)
                Text("Saved \(saves) times")
                Toggle("Pinned", isOn: $pinned).keyboardShortcut("p", modifiers: [.command, .shift])
            }
            .navigationTitle("Note")
            .toolbar {
                Button("Save") { saves += 1 }.keyboardShortcut("s")
            }
        }
    }
}

/// A sheet of a form, with a Cancel button on Esc and an Add button on Enter, as a Mac's dialog.
private struct Shelf: View {
    @State private var isAdding = false
    @State private var books: [String] = []
    @State private var note = "Nothing yet"

    var body: some View {
        NavigationStack {
            List {
                Button("Add book") { isAdding = true }
                Text(note)
                ForEach(books, id: \.self) { Text($0) }
            }
            .navigationTitle("Shelf")
            .sheet(isPresented: $isAdding) {
                NavigationStack {
                    Form {
                        Text("A new book")
                        Text("Emma")
                    }
                    .navigationTitle("New book")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") {
                                note = "Cancelled"
                                isAdding = false
                            }
                            .keyboardShortcut(.cancelAction)
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Add") {
                                books.append("Emma")
                                note = "Added"
                                isAdding = false
                            }
                            .keyboardShortcut(.defaultAction)
                        }
                    }
                }
            }
        }
    }
}

/// A plain letter the key map binds (`q`) taken by the app's own shortcut.
private struct Quiz: View {
    @State private var answer = "No answer"

    var body: some View {
        NavigationStack {
            VStack {
                Text(answer)
                Button("Quit quiz") { answer = "Gave up" }.keyboardShortcut("q", modifiers: [])
            }
            .navigationTitle("Quiz")
        }
    }
}

/// An alert whose destructive button is its default: the box opens on it.
private struct Clearing: View {
    @State private var asks = true
    @State private var log = "Nothing done"

    var body: some View {
        NavigationStack {
            Text(log)
                .navigationTitle("Groceries")
                .alert("Clear the list?", isPresented: $asks) {
                    Button("Cancel", role: .cancel) { log = "Kept" }
                    Button("Clear", role: .destructive) { log = "Cleared" }.keyboardShortcut(.defaultAction)
                }
        }
    }
}

@MainActor @Suite struct KeyboardShortcutTests {
    @Test func commandLetterIsControlLetterFromAnywhereOnTheScreen() {
        let driver = TestDriver(Note(), width: 64, height: 8)
        driver.press(.escape, .downArrow)
        driver.expectScreen([
            " Note                                                      Save",
            "",
            " Groceries",
            " Saved 0 times",
            " Pinned                                                   [off]",
            "",
            "",
            " ↑↓ move  Tab Save  q quit  M-P Pinned  ^S Save             2/3",
        ])
        // ⌘S is Ctrl-S, and Alt-s too; ⌘⇧P is Alt-P. The focus stays where it was.
        driver.press("s", modifiers: .control)
        driver.press("s", modifiers: .option)
        driver.press("P", modifiers: .option)
        driver.expectScreen([
            " Note                                                      Save",
            "",
            " Groceries",
            " Saved 2 times",
            " Pinned                                                   [ on]",
            "",
            "",
            " ↑↓ move  Tab Save  q quit  M-P Pinned  ^S Save             2/3",
        ])
    }

    @Test func aFieldBeingEditedKeepsItsKeysAndPassesTheOthers() {
        let driver = TestDriver(Note(), width: 64, height: 8)
        // The title field has the focus and is being edited: Ctrl-A is the field's (to the
        // start), Ctrl-S the shortcut's, and `s` types.
        driver.press("a", modifiers: .control)
        driver.press("s", modifiers: .control)
        driver.press("s")
        driver.press(.escape)
        driver.expectScreen([
            " Note                                                      Save",
            "",
            " sGroceries",
            " Saved 1 times",
            " Pinned                                                   [off]",
            "",
            "",
            " ↑↓ move  Enter edit  Tab Save  q quit  M-P Pinned          1/3",
        ])
    }

    @Test func enterRunsTheDefaultButtonAndEscTheCancelButton() {
        let driver = TestDriver(Shelf(), width: 64, height: 8)
        driver.press(.return)
        driver.expectScreen([
            " Cancel                                                     Add",
            " New book",
            "",
            " A new book",
            " Emma",
            "",
            "",
            " ↑↓ move  Tab Cancel/Add  q quit  Esc Cancel  Enter Add     1/2",
        ])
        driver.press(.return)
        driver.expectScreen([
            " Shelf",
            "",
            " Add book",
            " Added",
            " Emma",
            "",
            "",
            " ↑↓ move  Enter open  q quit                                1/3",
        ])
        driver.press(.return, .escape)
        driver.expectScreen([
            " Shelf",
            "",
            " Add book",
            " Cancelled",
            " Emma",
            "",
            "",
            " ↑↓ move  Enter open  q quit                                1/3",
        ])
    }

    @Test func theFocusKeepsEnterWhereItDoesSomethingWithIt() {
        let driver = TestDriver(Shelf(), width: 64, height: 8)
        // On the shelf, Enter opens the focused button's sheet; in the sheet, Tab puts the
        // focus on Cancel, whose Enter is its own.
        driver.press(.return, .tab, .return)
        driver.expectScreen([
            " Shelf",
            "",
            " Add book",
            " Cancelled",
            "",
            "",
            "",
            " ↑↓ move  Enter open  q quit                                1/2",
        ])
    }

    @Test func anAlertOpensOnItsDefaultButton() {
        let driver = TestDriver(Clearing(), width: 40, height: 9)
        driver.expectScreen([
            " Groceries",
            "       ┌───────────────────────┐",
            "       │    Clear the list?    │",
            "       │                       │",
            "       │ [ Cancel ]  [ Clear ] │",
            "       └───────────────────────┘",
            "",
            "",
            " ←→ choose  Enter select  Esc cancel",
        ])
        #expect(AlertTests.isFocused(driver, "[ Clear ]"))
        driver.press(.return)
        #expect(driver.line(containing: "Cleared") != nil)
    }

    @Test func theAppsPlainLetterWinsOverTheKeyMapAndIsListed() {
        let driver = TestDriver(Quiz(), width: 40, height: 16)
        driver.press("q")
        #expect(!driver.isFinished)
        driver.press("?")
        driver.expectScreen([
            " Quiz",
            "",
            " ┌────────────────────────────────────┐",
            " │ Keys                               │",
            " │                                    │",
            " │ Enter/→/l  open                    │",
            " │ ?          show or close this list │",
            " │ ^C         quit                    │",
            " │ ^L         repaint the screen      │",
            " │ ^Z         suspend (fg resumes)    │",
            " │ F12        linear mode on or off   │",
            " │ q          Quit quiz               │",
            " └────────────────────────────────────┘",
            "",
            "",
            " Esc close",
        ])
        driver.press(.escape)
        driver.expectScreen([
            " Quiz",
            "",
            "",
            "",
            "",
            "",
            "",
            "                Gave up",
            "               Quit quiz",
            "",
            "",
            "",
            "",
            "",
            "",
            " Enter open  q Quit quiz",
        ])
    }

    @Test func terminalKeysOfEachForm() {
        func names(_ shortcut: KeyboardShortcut) -> [KeyPress] { shortcut.terminalKeys }
        #expect(
            names(KeyboardShortcut("s")) == [
                KeyPress("s", modifiers: .control), KeyPress("s", modifiers: .option),
            ])
        #expect(names(KeyboardShortcut("c")) == [KeyPress("c", modifiers: .option)])
        #expect(names(KeyboardShortcut("S")) == [KeyPress("S", modifiers: .option)])
        #expect(
            names(KeyboardShortcut("s", modifiers: [.command, .shift])) == [KeyPress("S", modifiers: .option)]
        )
        #expect(names(KeyboardShortcut(",")) == [KeyPress(",", modifiers: .option)])
        #expect(
            names(KeyboardShortcut("1", modifiers: [.command, .option])) == [
                KeyPress("1", modifiers: .option)
            ])
        #expect(names(KeyboardShortcut("s", modifiers: .control)) == [KeyPress("s", modifiers: .control)])
        #expect(
            names(KeyboardShortcut("s", modifiers: [.control, .shift])) == [
                KeyPress("s", modifiers: .control)
            ])
        #expect(names(KeyboardShortcut("s", modifiers: .shift)) == [KeyPress("S")])
        #expect(
            names(KeyboardShortcut(.upArrow, modifiers: .command)) == [KeyPress(.upArrow, modifiers: .option)]
        )
        #expect(names(KeyboardShortcut(.tab, modifiers: .shift)) == [KeyPress(.tab, modifiers: .shift)])
        #expect(names(.defaultAction) == [KeyPress(.return)])
        #expect(names(.cancelAction) == [KeyPress(.escape)])
    }
}
