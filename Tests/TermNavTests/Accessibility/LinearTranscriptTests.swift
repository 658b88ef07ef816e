import TermNav
import TermNavTesting
import Testing

@testable import books

/// A list of chores with a toggle, a field, a menu and an alert: every kind of change the
/// linear mode says.
private struct Chores: View {
    @State private var done = false
    @State private var note = ""
    @State private var asksClear = false
    @State private var last = "nothing"

    var body: some View {
        NavigationStack {
            List {
                Toggle("Dishes done", isOn: $done)
                TextField("Note", text: $note)
                Menu("Sort") {
                    Button("By Name") { last = "by name" }
                    Button("By Date") { last = "by date" }
                }
                Button("Clear all") { asksClear = true }
                HStack {
                    Image(systemName: "star")
                    Text("Fav")
                }
                .accessibilityLabel("Favourites")
                Text("Chosen: \(last)")
                    .accessibilityHidden(true)
            }
            .navigationTitle("Chores")
            .alert("Clear every chore?", isPresented: $asksClear) {
                Button("Cancel", role: .cancel) { last = "kept" }
                Button("Clear", role: .destructive) { last = "cleared" }
            } message: {
                Text("They all go.")
            }
        }
    }
}

/// A row with actions of its own for assistive technologies.
private struct Mail: View {
    @State private var archived = false

    var body: some View {
        NavigationStack {
            List {
                Text(archived ? "Lunch? (archived)" : "Lunch?")
                    .accessibilityAction(named: "Archive") { archived = true }
            }
            .navigationTitle("Inbox")
        }
    }
}

/// The linear mode, as a screen-reader user hears it and as an app run over a pipe prints it:
/// one plain line for each change, in order.
@MainActor @Suite struct LinearTranscriptTests {
    @Test func pushPopAndFocusMovesInBooks() {
        let driver = TestDriver(BooksList(books: Catalog.books), width: 60, height: 12, accessible: true)
        driver.press(.downArrow, .downArrow, .return, .downArrow, .escape)
        driver.expectTranscript([
            "Books list, 205 items. Harry Potter and the Chamber of Secrets Fantasy, J. K. Rowling, button, opens, 1 of 205",
            "The Da Vinci Code Mystery thriller, Dan Brown, button, opens, 2 of 205",
            "The Alchemist Fantasy, Paulo Coelho, button, opens, 3 of 205",
            "Pushed The Alchemist",
            "The Alchemist. Title: The Alchemist. Genre: Fantasy. Year: 1988. Author: Paulo Coelho, button, opens",
            "Read, button",
            "Back to Books list",
            "Books list, 205 items. The Alchemist Fantasy, Paulo Coelho, button, opens, 3 of 205",
        ])
    }

    @Test func aNumberThenEnterOpensThatRow() {
        let driver = TestDriver(BooksList(books: Catalog.books), width: 60, height: 12, accessible: true)
        driver.enter(line: "3")
        #expect(driver.title == "The Alchemist")
        driver.enter(line: "down enter")
        driver.expectTranscript([
            "Books list, 205 items. Harry Potter and the Chamber of Secrets Fantasy, J. K. Rowling, button, opens, 1 of 205",
            "Pushed The Alchemist",
            "The Alchemist. Title: The Alchemist. Genre: Fantasy. Year: 1988. Author: Paulo Coelho, button, opens",
            "Read, button",
            "Read, button, selected",
        ])
    }

    @Test func togglesFieldsMenusAlertsAndLabels() {
        let driver = TestDriver(Chores(), width: 50, height: 16, accessible: true)
        for line in [
            "space", "down", "Buy soap", "enter", "down", "enter", "2", "down enter", "right", "enter",
            "down",
        ] {
            driver.enter(line: line)
        }
        driver.expectTranscript([
            "Chores, 6 items. Dishes done, off, button, 1 of 6",
            "Dishes done, on, button, 1 of 6",
            "Editing Note, text field. Text: ",
            "Text: Buy soap",
            "Done editing. Note, Buy soap, text field, 2 of 6",
            "Sort, button, 3 of 6",
            "Menu: Sort",
            "1. By Name, 2. By Date",
            "By Name, 1 of 2",
            "Closed. Sort, button, 3 of 6",
            "Clear all, button, 4 of 6",
            "Alert: Clear every chore? They all go.",
            "1. Cancel, 2. Clear",
            "Cancel, button, 1 of 2",
            "Clear, button, 2 of 2",
            "Closed. Clear all, button, 4 of 6",
            "Favourites, 5 of 6",
        ])
    }

    @Test func theListOfKeysNamesTheFocusedRowsAccessibilityActions() {
        let driver = TestDriver(Mail(), width: 50, height: 12, accessible: true)
        driver.press("?")
        driver.expectScreen([
            " Inbox ┌──────────────────────────────────┐",
            "       │ Keys                             │",
            " Lunch?│                                  │",
            "       │ a     the row's actions: Archive │",
            "       │ /     filter the rows            │",
            "       │ ?     show or close this list    │",
            "       │ q/^C  quit                       │",
            "       │ ^L    repaint the screen         │",
            "       │ ^Z    suspend (fg resumes)       │",
            "       │ F12   linear mode on or off      │",
            "       └──────────────────────────────────┘",
            " Esc close",
        ])
        driver.expectTranscript([
            "Inbox, 1 item. Lunch?, actions: Archive, 1 of 1",
            "Keys",
            "a the row's actions: Archive",
            "/ filter the rows",
            "? show or close this list",
            "q/^C quit",
            "^L repaint the screen",
            "^Z suspend (fg resumes)",
            "F12 linear mode on or off",
        ])
    }

    @Test func accessibilityActionsAreNamedAndOfferedOnTheActionsKey() {
        let driver = TestDriver(Mail(), width: 40, height: 8, accessible: true)
        driver.press("a")
        driver.expectScreen([
            " ‹ Inbox         Lunch?",
            "",
            " Archive",
            "",
            "",
            "",
            "",
            " Enter open  Esc back  q quit       1/1",
        ])
        driver.press(.return)
        driver.expectTranscript([
            "Inbox, 1 item. Lunch?, actions: Archive, 1 of 1",
            "Pushed Lunch?",
            "Lunch?, 1 item. Archive, button, 1 of 1",
            "Back to Inbox",
            "Inbox, 1 item. Lunch? (archived), actions: Archive, 1 of 1",
        ])
    }
}
